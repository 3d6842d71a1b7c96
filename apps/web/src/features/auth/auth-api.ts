// Account calls through the generated client. Each throws an AuthApiError carrying the server's `code` and
// `detail` (spec: screens show the server's detail where it has one), so mutations can branch on codes.
import { createApiClient, isApiError } from '@waypoint/api-client';

// Same origin and cookies as lib/api's client, but with an absolute base (undici's Request, used under jsdom,
// rejects relative URLs) and fetch looked up per call (lib/api's client captures it when created), so component
// tests can stand in for the network. Switch to lib/api once it does both.
const api = createApiClient(globalThis.location?.origin ?? '', { fetch: (input) => globalThis.fetch(input) });
import { SESSION_QUERY_KEY } from '../../lib/session';

export { SESSION_QUERY_KEY };

export class AuthApiError extends Error {
  override name = 'AuthApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
  }

  /** The server's own explanation, or null when the answer was not the API's error shape (proxy, network). */
  get serverDetail(): string | null {
    return this.code === 'UNKNOWN' ? null : this.detail;
  }
}

function fail(response: Response, error: unknown): never {
  if (isApiError(error)) throw new AuthApiError(response.status, error.code, error.detail);
  throw new AuthApiError(response.status, 'UNKNOWN', 'Something went wrong. Please try again.');
}

export async function signUp(body: { full_name: string; email: string; password: string; linkedin_id?: string; altcha?: string }) {
  const { data, error, response } = await api.POST('/api/users', { body });
  if (!data) fail(response, error);
  return data;
}

export async function logIn(body: { email: string; password: string; altcha?: string }) {
  const { data, error, response } = await api.POST('/api/login', { body });
  if (!data) fail(response, error);
  return data;
}

export async function logOut() {
  const { error, response } = await api.POST('/api/logout');
  if (!response.ok) fail(response, error);
}

export async function confirmEmail(token: string) {
  const { data, error, response } = await api.GET('/api/confirm-email/{token}', { params: { path: { token } } });
  if (!data) fail(response, error);
  return data;
}

export async function resendConfirmation(body: { email: string; altcha?: string }) {
  const { error, response } = await api.POST('/api/resend-email-confirmation', { body });
  if (!response.ok) fail(response, error);
}

export async function requestPasswordReset(body: { email: string; altcha?: string }) {
  const { error, response } = await api.POST('/api/reset-password', { body });
  if (!response.ok) fail(response, error);
}

export async function resetPassword(token: string, newPassword: string) {
  const { data, error, response } = await api.POST('/api/reset-password/{token}', { params: { path: { token } }, body: { new_password: newPassword } });
  if (!data) fail(response, error);
  return data;
}

