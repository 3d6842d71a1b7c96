// The kit's styles.css @imports its tokens.css, so this one import brings the custom properties and the base.
import '@waypoint/ui/styles.css';
import './app/styles/base.css';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * A prerendered page (scripts/prerender.mjs) must render the same markup on its first client render, so the matched
 * routes' lazy modules are loaded before the router exists; otherwise the router would first show its
 * HydrateFallback and React would report a hydration mismatch. A failed chunk is left for the router to report.
 */
async function resolveMatchedLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function app(): ReactNode {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
}

if (container.hasChildNodes()) {
  resolveMatchedLazyRoutes().then(
    () => hydrateRoot(container, app()),
    // The prerendered HTML stays readable; the client app takes over and shows the chunk error screen.
    () => {
      container.replaceChildren();
      createRoot(container).render(app());
    },
  );
} else {
  createRoot(container).render(app());
}
