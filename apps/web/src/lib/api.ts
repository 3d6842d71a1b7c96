import { createApiClient, createApiHooks } from '@waypoint/api-client';
import { RequestError, UNREACHABLE } from './request-error';

/**
 * The one API client of the SPA. Same origin because the API serves the built SPA (D3) and the dev server
 * proxies /api; cookies travel with every request. Feature `api/` modules build their query options on these.
 */
export const api = createApiClient(globalThis.location?.origin ?? '', {
  // Looked up at call time, so tests (and anything else) that replace fetch are honoured.
  fetch: (input) => globalThis.fetch(input),
});

// A dropped connection rejects fetch with the browser's own words ('Failed to fetch', 'NetworkError when attempting to
// fetch resource.'), and screens show a failure's message: it becomes a RequestError (status 0, no server detail)
// that a person understands. An abort (React Query cancelling a read no page needs any more) stays an abort.
api.use({
  // By name: an abort is a DOMException, which not every runtime makes an Error.
  onError: ({ error }) => ((error as { name?: unknown } | null)?.name === 'AbortError' ? undefined : new RequestError(0, null, UNREACHABLE)),
});

/** openapi-react-query hooks bound to `api`: `$api.useQuery('get', '/api/...')`, `$api.queryOptions(...)`. */
export const $api = createApiHooks(api);
