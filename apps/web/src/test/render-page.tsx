// Renders one page in a memory router with a fresh query cache. Only the network is replaced: `routes` answers
// 'METHOD /path' like the API would (anything else is a 404 in the API's error shape), and every call is recorded.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';

export type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export const SIGNED_IN = { authenticated: true, user: { user_id: 'u1', full_name: 'Ada Lovelace', email: 'ada@example.com' } };

/** `pattern` is the route's path when the page reads parameters from it (e.g. '/careers/:code'). */
export function renderPage(path: string, element: ReactElement, routes: Record<string, Handler>, session: unknown = null, pattern?: string) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, url: url.pathname + url.search, body });
    if (url.pathname === '/api/check-auth') {
      return session ? Response.json(session) : Response.json({ code: 'UNAUTHENTICATED', detail: 'Please log in to continue.', request_id: 'r' }, { status: 401 });
    }
    const handler = routes[`${request.method} ${url.pathname}`];
    if (handler) return handler({ url, body });
    return Response.json({ code: 'NOT_FOUND', detail: 'Not here', request_id: 'r' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter([{ path: pattern ?? pathname, element }, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, calls };
}
