import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

/** Waits for the page to arrive (its level-1 heading), then scopes queries to the header. */
async function header() {
  await screen.findByRole('heading', { level: 1 });
  // Pages may hold <header>s of their own; the shell's comes first in document order.
  const [banner] = await screen.findAllByRole('banner');
  return within(banner as HTMLElement);
}

describe('header dropdowns', () => {
  it('given a click on Discovery, only Discovery opens, and About opens on its own', async () => {
    const { user } = renderApp('/');
    const h = await header();
    const discovery = h.getByRole('button', { name: 'Discovery' });
    const about = h.getByRole('button', { name: 'About' });
    expect(discovery).toHaveAttribute('aria-expanded', 'false');
    expect(h.queryByRole('link', { name: 'Roadmap' })).not.toBeInTheDocument();

    await user.click(discovery);
    expect(discovery).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(h.getByRole('link', { name: 'Assessments' })).toHaveAttribute('href', '/assessments');
    expect(h.getByRole('link', { name: 'Explore careers' })).toHaveAttribute('href', '/careers');
    expect(h.getByRole('link', { name: 'Skill match' })).toHaveAttribute('href', '/skillmatch');
    expect(h.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(h.getByRole('link', { name: 'Typical day' })).toHaveAttribute('href', '/typical-day');
    expect(h.getByRole('link', { name: 'Practice gym' })).toHaveAttribute('href', '/practice-gym');
    expect(h.queryByRole('link', { name: 'Who we are' })).not.toBeInTheDocument();

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(discovery).toHaveAttribute('aria-expanded', 'false');
    expect(h.getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/about');
    expect(h.getByRole('link', { name: 'Our approach' })).toHaveAttribute('href', '/our-approach');

    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('given an open dropdown, a click outside the menu closes it', async () => {
    const { user } = renderApp('/');
    const h = await header();
    const discovery = h.getByRole('button', { name: 'Discovery' });
    await user.click(discovery);
    expect(discovery).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(discovery).toHaveAttribute('aria-expanded', 'false');
  });

  it('given an open dropdown, Escape closes it and returns focus to its button', async () => {
    const { user } = renderApp('/');
    const h = await header();
    const about = h.getByRole('button', { name: 'About' });
    await user.click(about);
    await user.tab();
    expect(h.getByRole('link', { name: 'Who we are' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('given a link chosen in a dropdown, it navigates, closes the dropdown and marks the menu current', async () => {
    const { user, router } = renderApp('/');
    const h = await header();
    const discovery = h.getByRole('button', { name: 'Discovery' });
    await user.click(discovery);
    await user.click(h.getByRole('link', { name: 'Roadmap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roadmap'));
    // The router commits the new page in a transition, so the DOM follows the router state a moment later.
    await waitFor(() => expect(discovery).toHaveAttribute('aria-current', 'true'));
    expect(discovery).toHaveAttribute('aria-expanded', 'false');

    await user.click(discovery);
    expect(h.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('aria-current', 'page');
  });

  it('given a navigation by history, an open dropdown closes', async () => {
    const { user, router } = renderApp('/assessments');
    const h = await header();
    await user.click(h.getByRole('button', { name: 'About' }));
    await router.navigate('/resources');
    expect(await screen.findByRole('heading', { level: 1, name: /Top 30 Books|Resources/u })).toBeInTheDocument();
    expect(h.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks no section current on a page that does not exist under it, and the section on a real page under it', async () => {
    // /practice-gym/x is the 404 page: the header marked Discovery and its Practice gym link as where the user was.
    const { router, user } = renderApp('/practice-gym/x');
    const h = await header();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(h.getByRole('button', { name: 'Discovery' })).not.toHaveAttribute('aria-current');
    await user.click(h.getByRole('button', { name: 'Discovery' }));
    expect(h.getByRole('link', { name: 'Practice gym' })).not.toHaveAttribute('aria-current');
    await user.click(h.getByRole('button', { name: 'Discovery' }));
    await router.navigate('/careers/15-1252.00');
    await waitFor(() => expect(h.getByRole('button', { name: 'Discovery' })).toHaveAttribute('aria-current', 'true'));
  });

  it('marks the current top-level link and clears the active state on the home page', async () => {
    const { user, router } = renderApp('/resources');
    const h = await header();
    expect(h.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(h.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await user.click(h.getByRole('link', { name: 'Waypoint home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { level: 1, name: /Empower your career journey/iu });
    expect(h.getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current');
    expect(h.getByRole('button', { name: 'Discovery' })).not.toHaveAttribute('aria-current');
    expect(h.getByRole('button', { name: 'About' })).not.toHaveAttribute('aria-current');
  });
});

describe('burger menu', () => {
  it('given Enter and then Space on the burger, it opens and closes the mobile menu and the body class', async () => {
    const { user } = renderApp('/');
    const h = await header();
    const burger = h.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).not.toBeNull();
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('menu-open');

    await user.keyboard(' ');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('menu-open');
  });

  it('given a link chosen in the mobile menu, it closes; the logo leaves it open', async () => {
    const { user } = renderApp('/assessments');
    const h = await header();
    const burger = h.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    await user.click(h.getByRole('link', { name: 'Waypoint home' }));
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass('menu-open');

    await user.click(h.getByRole('link', { name: 'Resources' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass('menu-open');
  });

  it('given the mobile menu open, the page it covers is out of reach and Tab from the burger goes into the menu', async () => {
    const { user, router } = renderApp('/resources');
    const h = await header();
    const main = document.getElementById('main')!;
    const footer = screen.getAllByRole('contentinfo').at(-1)!;
    expect(main).not.toHaveAttribute('inert');

    const burger = h.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    expect(main).toHaveAttribute('inert');
    expect(footer).toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Skip to main content', hidden: true })).toHaveAttribute('inert');

    await user.tab();
    expect(h.getByRole('button', { name: 'Discovery' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(h.getByRole('link', { name: 'Explore careers' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    // The page is given back with the menu closed, and the new page takes focus as after any navigation.
    await waitFor(() => expect(main).toHaveFocus());
    expect(main).not.toHaveAttribute('inert');
    expect(footer).not.toHaveAttribute('inert');
  });

  it('given the window widened to the desktop bar with the mobile menu open, the menu closes and gives the page back', async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 1024px)' && wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const { user } = renderApp('/');
    const h = await header();
    const burger = h.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    expect(document.getElementById('main')).toHaveAttribute('inert');

    wide = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
    expect(document.body).not.toHaveClass('menu-open');
  });

  it('given Escape with the mobile menu open, it closes and focus returns to the burger', async () => {
    const { user } = renderApp('/');
    const h = await header();
    const burger = h.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });
});

describe('focused auth pages', () => {
  it.each(['/login', '/signup'])('given %s, the main links and the burger are hidden', async (path) => {
    renderApp(path);
    const h = await header();
    await screen.findByRole('heading', { level: 1 });
    expect(h.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(h.queryByRole('button', { name: 'Discovery' })).not.toBeInTheDocument();
    expect(h.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(h.getByRole('link', { name: 'Waypoint home' })).toHaveAttribute('href', '/');
    expect(h.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(h.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});

describe('account area', () => {
  it('given no session (check-auth answers 401), it shows help, Log in and Sign up', async () => {
    const { fetchMock } = renderApp('/');
    const h = await header();
    expect(h.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(h.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(h.getByRole('link', { name: /help/iu })).toHaveAttribute('href', '/our-approach');
    expect(fetchMock).toHaveBeenCalledWith('/api/check-auth', expect.objectContaining({ credentials: 'include' }));
  });

  it('given a signed-in user without an avatar, it shows My dashboard and a profile block with initials and name, named by what it shows', async () => {
    renderApp('/', { session: { authenticated: true, user: { user_id: 'u1', full_name: 'Grace Brewster Hopper' } } });
    const h = await header();
    const profile = await h.findByRole('link', { name: 'GH Grace Brewster Hopper, your profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByText('GH')).toBeInTheDocument();
    expect(within(profile).getByText('Grace Brewster Hopper')).toBeInTheDocument();
    expect(h.getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(h.getByRole('link', { name: /help/iu })).toBeInTheDocument();
    expect(h.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('given a signed-in user without a name, the initials fall back to A', async () => {
    renderApp('/', { session: { authenticated: true, user: { user_id: 'u1' } } });
    const h = await header();
    const profile = await h.findByRole('link', { name: 'A, your profile' });
    expect(within(profile).getByText('A')).toBeInTheDocument();
  });

  it('given a signed-in user with an avatar, it shows the image instead of the initials', async () => {
    renderApp('/', { session: { authenticated: true, user: { full_name: 'Ada Lovelace', avatar_url: '/avatars/ada.png' } } });
    const h = await header();
    const profile = await h.findByRole('link', { name: 'Ada Lovelace, your profile' });
    // The image is decorative (the name is right beside it), so it is queried as an element, not by role.
    expect(profile.querySelector('img')).toHaveAttribute('src', '/avatars/ada.png');
    expect(within(profile).queryByText('AL')).not.toBeInTheDocument();
  });

  it('given an avatar address that does not load, it shows the initials instead of a broken image', async () => {
    renderApp('/', { session: { authenticated: true, user: { full_name: 'Ada Lovelace', avatar_url: 'https://img.example/gone.png' } } });
    const h = await header();
    const image = (await h.findByRole('link', { name: 'Ada Lovelace, your profile' })).querySelector('img')!;
    fireEvent.error(image);
    const profile = await h.findByRole('link', { name: 'AL Ada Lovelace, your profile' });
    expect(profile.querySelector('img')).toBeNull();
    expect(within(profile).getByText('AL')).toBeInTheDocument();
  });
});
