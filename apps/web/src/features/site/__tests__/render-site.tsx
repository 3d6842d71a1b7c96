import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SiteLinksProvider } from '../components/site-links';
import type { SiteLinks } from '../content';

/** Shows where the router is, so tests can assert navigation as a user would see it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

export const CONFIGURED_LINKS: SiteLinks = {
  betaSignup: 'https://forms.example.org/beta',
  community: 'https://community.example.org/',
};

export const UNCONFIGURED_LINKS: SiteLinks = { betaSignup: null, community: null };

/** Renders a page at `path` inside the real router, React Query and the site-links context. */
export function renderSite(page: ReactElement, { path = '/', links = CONFIGURED_LINKS }: { path?: string; links?: SiteLinks } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteLinksProvider links={links}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SiteLinksProvider>
    </QueryClientProvider>,
  );
}

/** jsdom's scrolling APIs only log "not implemented": spies stand in, and are returned for the tests to read. */
export function installBrowserStandIns() {
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const scrollBy = vi.fn();
  Element.prototype.scrollBy = scrollBy as unknown as typeof Element.prototype.scrollBy;
  return { scrollTo, scrollBy };
}

// A small robot-check challenge the browser code really solves (SHA-256 of salt + 42 via crypto.subtle).
const robotSalt = 'test-salt';
const robotChallenge = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${robotSalt}42`).digest('hex'),
  maxnumber: 100,
  salt: robotSalt,
  signature: 'sig',
};

function pathOf(input: Request | string): string {
  return new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
}

/**
 * Replaces fetch (the network boundary) with a stub: the robot-check challenge is served for real, GET
 * /api/check-auth answers `session` (or what it resolves to) when one is given, every other request answers `status`
 * with `body` as JSON. Returns the stub.
 */
export function stubFetch(status = 202, body: unknown = {}, { session }: { session?: unknown } = {}) {
  const fetchStub = vi.fn(async (input: Request | string) => {
    const path = pathOf(input);
    if (path === '/api/altcha/challenge') return Response.json(robotChallenge);
    if (path === '/api/check-auth' && session !== undefined) return Response.json(await session);
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** How many requests the page sent to `path`. */
export function callsTo(fetchStub: ReturnType<typeof stubFetch>, path: string): number {
  return fetchStub.mock.calls.filter(([input]) => pathOf(input) === path).length;
}

/** The request the page sent to `path` (the generated client calls fetch with a Request). */
export async function requestTo(fetchStub: ReturnType<typeof stubFetch>, path: string) {
  const call = fetchStub.mock.calls.find(([input]) => pathOf(input) === path);
  if (!call) throw new Error(`No request was sent to ${path}`);
  const request = call[0] as Request;
  return { url: path, method: request.method, body: (await request.clone().json()) as unknown };
}
