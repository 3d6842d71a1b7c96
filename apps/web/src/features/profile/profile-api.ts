// /api/me calls through the SPA's API client; failures throw a RequestError whose message the profile screen shows
// inline: the server's detail, or a generic text when the answer was not the API's.
import { api } from '../../lib/api';
import { RequestError, TRY_AGAIN } from '../../lib/request-error';

export const ME_QUERY_KEY = ['me'] as const;
export const MY_SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

function fail(response: Response, error: unknown): never {
  throw new RequestError(response.status, error, TRY_AGAIN);
}

export async function fetchMe() {
  const { data, error, response } = await api.GET('/api/me');
  if (!data) fail(response, error);
  return data;
}

export type Me = Awaited<ReturnType<typeof fetchMe>>;

export async function updateMe(body: { full_name?: string; linkedin_url?: string | null; avatar_url?: string | null }) {
  const { data, error, response } = await api.PATCH('/api/me', { body });
  if (!data) fail(response, error);
  return data;
}

export async function changePassword(body: { current_password: string; new_password: string }) {
  const { data, error, response } = await api.POST('/api/me/password', { body });
  if (!data) fail(response, error);
  return data;
}

export async function changeEmail(body: { email: string; password: string }) {
  const { data, error, response } = await api.POST('/api/me/email', { body });
  if (!data) fail(response, error);
  return data;
}

export async function fetchMySessions() {
  const { data, error, response } = await api.GET('/api/me/sessions');
  if (!data) fail(response, error);
  return data;
}

export async function endSession(sessionId: string) {
  const { error, response } = await api.DELETE('/api/me/sessions/{session_id}', { params: { path: { session_id: sessionId } } });
  if (!response.ok) fail(response, error);
}

export async function endOtherSessions() {
  const { data, error, response } = await api.DELETE('/api/me/sessions');
  if (!data) fail(response, error);
  return data;
}

/** The export as a file the browser saves. */
export async function downloadMyData(): Promise<void> {
  const { data, error, response } = await api.GET('/api/me/export');
  if (!data) fail(response, error);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `waypoint-data-${data.exported_at.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export async function deleteMe(password: string | undefined) {
  const { error, response } = await api.DELETE('/api/me', { body: password ? { password } : {} });
  if (!response.ok) fail(response, error);
}

export async function logOut() {
  await api.POST('/api/logout');
}
