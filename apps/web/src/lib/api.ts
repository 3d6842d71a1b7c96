import { createApiClient, createApiHooks } from '@waypoint/api-client';

/**
 * The one API client of the SPA. Same origin because the API serves the built SPA (D3) and the dev server
 * proxies /api; cookies travel with every request. Feature `api/` modules build their query options on these.
 */
export const api = createApiClient(globalThis.location?.origin ?? '', {
  // Looked up at call time, so tests (and anything else) that replace fetch are honoured.
  fetch: (input) => globalThis.fetch(input),
});

/** openapi-react-query hooks bound to `api`: `$api.useQuery('get', '/api/...')`, `$api.queryOptions(...)`. */
export const $api = createApiHooks(api);
