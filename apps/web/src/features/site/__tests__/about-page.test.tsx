import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from '../about-page';
import { team } from '../content';
import { installBrowserStandIns, renderSite } from './render-site';

let standIns: ReturnType<typeof installBrowserStandIns>;
beforeEach(() => {
  standIns = installBrowserStandIns();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('about page', () => {
  it('shows the mission sentence, six sample team members and three numbered values', () => {
    renderSite(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'To empower individuals to achieve successful career transitions and continuous career growth with AI-driven, personalised guidance.',
      ),
    ).toBeInTheDocument();
    const teamList = screen.getByRole('list', { name: 'Meet the team' });
    expect(within(teamList).getAllByRole('article')).toHaveLength(6);
    const valuesRegion = screen.getByRole('region', { name: 'Our values' });
    expect(within(valuesRegion).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Innovation',
      'Accessibility',
      'Empowerment',
    ]);
    expect(within(valuesRegion).getByRole('list').tagName).toBe('OL');
  });

  it('given the team arrows, it scrolls by 300 px smoothly, or instantly with reduced motion', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSite(<AboutPage />, { path: '/about' });
    await user.click(screen.getByRole('button', { name: 'Scroll team right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll team left' }));
    expect(standIns.scrollBy).toHaveBeenNthCalledWith(1, { left: 300, behavior: 'smooth' });
    expect(standIns.scrollBy).toHaveBeenNthCalledWith(2, { left: -300, behavior: 'smooth' });
    unmount();

    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    renderSite(<AboutPage />, { path: '/about' });
    await user.click(screen.getByRole('button', { name: 'Scroll team right' }));
    expect(standIns.scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'auto' });
  });

  it('given Read Bio by keyboard, it opens the bio; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    renderSite(<AboutPage />, { path: '/about' });
    const member = team[1];
    if (!member) throw new Error('sample team is empty');
    const readBio = screen.getByRole('button', { name: `Read Bio: ${member.name}` });
    readBio.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: member.name });
    expect(dialog).toHaveTextContent(member.bio);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readBio).toHaveFocus();
  });

  it('given the × button, it closes the bio', async () => {
    const user = userEvent.setup();
    renderSite(<AboutPage />, { path: '/about' });
    await user.click(screen.getAllByRole('button', { name: /^Read Bio/ })[0] as HTMLElement);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens professional-network profiles in a new tab without an opener', () => {
    renderSite(<AboutPage />, { path: '/about' });
    const profiles = screen.getAllByRole('link', { name: /^Professional profile of/ });
    expect(profiles).toHaveLength(6);
    for (const link of profiles) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const name of [/Join the beta/, /Discover what’s next/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
