// The typed API client: types generated from openapi.json (src/schema.d.ts, never edited by hand), an
// openapi-fetch client that sends the session cookie, and openapi-react-query hooks on top of it.
import createClient, { type Client } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

/** The one error shape every 4xx/5xx answer has: { code, detail, request_id, issues? }. */
export type ApiError = components['schemas']['Error'];
export type ApiClient = Client<paths, 'application/json'>;

/** True when a value (e.g. a caught error or an openapi-fetch `error`) has the API's error shape. */
export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.detail === 'string' && typeof v.request_id === 'string';
}

/**
 * A client for the API at `baseUrl` ('' = same origin, as served by the API itself). Cookies are always sent
 * (`credentials: 'include'`) because sessions live in an HttpOnly cookie.
 */
export function createApiClient(baseUrl = '', options: { fetch?: typeof fetch } = {}): ApiClient {
  return createClient<paths, 'application/json'>({
    baseUrl,
    credentials: 'include',
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** React Query hooks (`useQuery`, `useMutation`, `queryOptions`) bound to a client. */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client);
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
