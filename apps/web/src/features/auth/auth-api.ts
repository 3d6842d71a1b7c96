// Account calls through the SPA's API client. Each failure throws a RequestError carrying the server's `code` and
// `detail` (spec: screens show the server's detail where it has one), so mutations can branch on codes.
import { api } from '../../lib/api';
import { RequestError, TRY_AGAIN } from '../../lib/request-error';

// Signup, resend and login show the message itself, so an answer that is not the API's gets words, not a status.
function fail(response: Response, error: unknown): never {
  throw new RequestError(response.status, error, TRY_AGAIN);
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

export async function confirmEmail(token: string) {
  const { data, error, response } = await api.GET('/api/confirm-email/{token}', { params: { path: { token } } });
  if (!data) fail(response, error);
  return data;
}

export async function confirmEmailChange(token: string) {
  const { data, error, response } = await api.POST('/api/email-change/{token}', { params: { path: { token } } });
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

/** GET /api/reset-password/{token}: resolves while the link can still set a password; rejects with TOKEN_* otherwise. */
export async function checkResetLink(token: string) {
  const { data, error, response } = await api.GET('/api/reset-password/{token}', { params: { path: { token } } });
  if (!data) fail(response, error);
  return data;
}

export async function resetPassword(token: string, newPassword: string) {
  const { data, error, response } = await api.POST('/api/reset-password/{token}', { params: { path: { token } }, body: { new_password: newPassword } });
  if (!data) fail(response, error);
  return data;
}

