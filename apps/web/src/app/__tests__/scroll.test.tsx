import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { buildRoutes, pageRoutes } from '../router';

/** A section that appears only after the page has rendered, like content waiting for data. */
function LateSection() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div>
      <h1>Late page</h1>
      {ready ? <section id="late-section">Here</section> : null}
    </div>
  );
}

function FirstPage() {
  return (
    <div>
      <h1>First page</h1>
      <Link to="/second">Go on</Link>
      <Link to="/late#late-section">To the late section</Link>
    </div>
  );
}

/** A search box kept in the address, like /careers?q=: each key press replaces the query string. */
function SearchPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <h1>Search page</h1>
      <label>
        Search
        <input value={params.get('q') ?? ''} onChange={(e) => setParams({ q: e.target.value }, { replace: true })} />
      </label>
    </div>
  );
}

const routes = buildRoutes([
  { path: '/search', Component: SearchPage },
  { path: '/late', Component: LateSection },
  { path: '/first', Component: FirstPage },
  { path: '/second', Component: () => <h1>Second page</h1> },
  ...pageRoutes,
]);

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('scrolling on navigation', () => {
  it('given a hash, it scrolls smoothly to the element once it is rendered', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/late#late-section', { routes });
    const section = await screen.findByText('Here');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('given prefers-reduced-motion, it jumps to the element without animation', async () => {
    stubReducedMotion(true);
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/late#late-section', { routes });
    await screen.findByText('Here');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
  });

  it('given a route change, it scrolls the window to the top and moves focus to the main content', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/first', { routes });
    await screen.findByRole('heading', { level: 1, name: 'First page' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    await screen.findByRole('heading', { level: 1, name: 'Second page' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('given a link to a section of another page, it moves focus to that section once it is rendered', async () => {
    const { user } = renderApp('/first', { routes });
    await screen.findByRole('heading', { level: 1, name: 'First page' });
    await user.click(screen.getByRole('link', { name: 'To the late section' }));
    const section = await screen.findByText('Here');
    await vi.waitFor(() => expect(section).toHaveFocus());
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('given a page load with a hash, it scrolls there but leaves focus to the browser', async () => {
    renderApp('/late#late-section', { routes });
    const section = await screen.findByText('Here');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(section).not.toHaveFocus();
  });

  it('given only the query string changes (typing in a search kept in the address), focus and scroll stay put', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/search', { routes });
    const box = await screen.findByLabelText('Search');
    await user.type(box, 'nurse');
    expect(box).toHaveValue('nurse');
    expect(box).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('given a page load, it leaves the scroll position to the browser (the top, or where a reload left off)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/first', { routes });
    await screen.findByRole('heading', { level: 1, name: 'First page' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});
