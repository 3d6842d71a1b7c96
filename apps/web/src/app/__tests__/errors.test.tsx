import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { ChunkLoadError, loadChunk } from '../chunk-load-error';
import { buildRoutes, lazyPage, pageRoutes } from '../router';

function Exploding(): never {
  throw new Error('The result could not be drawn');
}

describe('route error boundary', () => {
  it('given a page that throws, it shows the message inside the shell', async () => {
    const routes = buildRoutes([{ path: '/boom', Component: Exploding }, ...pageRoutes]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error; expected here.
    renderApp('/boom', { routes });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(within(main).getByText('The result could not be drawn')).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('contentinfo')[0]).toBeInTheDocument();
  });

  it('given a loader that answers with an HTTP status, it shows the status', async () => {
    const routes = buildRoutes([
      {
        path: '/unavailable',
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
      },
    ]);
    renderApp('/unavailable', { routes });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('given a route chunk that fails to download, it shows Loading chunk failed with type, address and Retry', async () => {
    const address = 'http://localhost/assets/roadmap-3kESrqYs.js';
    const routes = buildRoutes([
      lazyPage('/roadmap', 'Roadmap', () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`))),
    ]);
    renderApp('/roadmap', { routes });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(within(main).getByText('missing')).toBeInTheDocument();
    expect(within(main).getByText(address)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
  });
});

describe('loadChunk', () => {
  it('given an import that never settles, it fails with a timeout after the limit', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined), '/assessments', 120_000);
      const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout', address: '/assessments' });
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('given a rejection without an address, it falls back to the route path', async () => {
    const error = await loadChunk(() => Promise.reject(new Error('Importing a module script failed.')), '/skillmatch').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', address: '/skillmatch' });
  });
});
