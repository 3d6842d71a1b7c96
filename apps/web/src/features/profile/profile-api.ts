// /api/me calls through the generated client; errors carry the server's detail for inline display.
import { createApiClient, isApiError } from '@waypoint/api-client';

// Same origin and cookies as lib/api's client, but with an absolute base (undici's Request, used under jsdom,
// rejects relative URLs) and fetch looked up per call (lib/api's client captures it when created), so component
// tests can stand in for the network. Switch to lib/api once it does both.
const api = createApiClient(globalThis.location?.origin ?? '', { fetch: (input) => globalThis.fetch(input) });

export const ME_QUERY_KEY = ['me'] as const;
export const MY_SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

export class ProfileApiError extends Error {
  override name = 'ProfileApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

function fail(response: Response, error: unknown): never {
  if (isApiError(error)) throw new ProfileApiError(response.status, error.code, error.detail);
  throw new ProfileApiError(response.status, 'UNKNOWN', 'Something went wrong. Please try again.');
}

export async function fetchMe() {
  const { data, error, response } = await api.GET('/api/me');
  if (!data) fail(response, error);
  return data;
}

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
