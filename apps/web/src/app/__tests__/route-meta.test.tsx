import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyHeadTags, DEFAULT_DESCRIPTION, renderHeadTags } from '../route-meta';
import { metaForMatches } from '../route-meta-sync';
import { buildRoutes, lazyPage } from '../router';
import { AppProvider } from '../provider';

const meta = (key: string) => document.head.querySelector(`meta[${key}]`)?.getAttribute('content');

describe('head tags', () => {
  it('renders title, description and Open Graph tags with HTML escaped', () => {
    const html = renderHeadTags({ title: 'A & B <C>', description: 'Say "hi"' }, 'https://w.example/about');
    expect(html).toContain('<title>A &amp; B &lt;C&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="https://w.example/about" />');
  });

  it('updates existing tags in place instead of adding duplicates', () => {
    applyHeadTags({ title: 'One', description: 'first' }, 'https://w.example/one');
    applyHeadTags({ title: 'Two', description: 'second' }, 'https://w.example/two');
    expect(document.title).toBe('Two');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('property="og:description"')).toBe('second');
    expect(meta('property="og:url"')).toBe('https://w.example/two');
  });

  it('falls back to the handle title and the site description for pages without meta', () => {
    expect(metaForMatches([{ handle: { title: 'Roadmap' } }])).toEqual({ title: 'Roadmap · Waypoint', description: DEFAULT_DESCRIPTION });
    expect(metaForMatches([{ handle: undefined }, { handle: { title: 'X', meta: { title: 'Own', description: 'd' } } }])).toEqual({ title: 'Own', description: 'd' });
  });
});

describe('head tags on client navigation', () => {
  it("takes the page module's meta when its chunk loads and follows each navigation", async () => {
    function First() {
      return (
        <>
          <h1>First</h1>
          <Link to="/second">go</Link>
        </>
      );
    }
    const routes = buildRoutes([
      lazyPage('/', null, async () => ({ Component: First, meta: { title: 'First page · Waypoint', description: 'About the first page.' } })),
      lazyPage('/second', 'Second', async () => ({ Component: () => <h1>Second</h1> })),
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await screen.findByRole('heading', { name: 'First' });
    await waitFor(() => expect(document.title).toBe('First page · Waypoint'));
    expect(meta('name="description"')).toBe('About the first page.');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/`);

    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    await screen.findByRole('heading', { name: 'Second' });
    await waitFor(() => expect(document.title).toBe('Second · Waypoint'));
    expect(meta('name="description"')).toBe(DEFAULT_DESCRIPTION);
    expect(meta('property="og:title"')).toBe('Second · Waypoint');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/second`);
  });
});
