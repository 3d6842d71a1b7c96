import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes as appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** Body that GET /api/check-auth answers with (200); omitted or null means the server answers 401. */
  session?: unknown;
  routes?: RouteObject[];
}

/**
 * Renders the real route tree in a memory router with a fresh query cache. Only the network is replaced:
 * fetch answers /api/check-auth as the server would, everything else 404s.
 */
export function renderApp(path: string, { session = null, routes = appRoutes }: RenderAppOptions = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/check-auth')) {
      return session === null ? new Response(JSON.stringify({ code: 'UNAUTHENTICATED' }), { status: 401 }) : Response.json(session);
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, fetchMock };
}
