import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

// Every route of the spec's route table and of D1, with the heading its page shows and its document title
// (the site pages' own `meta` title where they export one).
// Pages whose copy belongs to their feature are checked for a level-1 heading; the spec's own headings exactly.
const ROUTES: [path: string, heading: string | RegExp, title: string][] = [
  ['/', /.+/u, 'Waypoint: Empower your career journey'],
  ['/our-approach', /.+/u, 'Our Approach · Waypoint'],
  ['/about', /.+/u, 'About us · Waypoint'],
  ['/contact', /.+/u, 'Contact us · Waypoint'],
  ['/privacy', /.+/u, 'Privacy Policy · Waypoint'],
  ['/terms', /.+/u, 'Terms and Conditions · Waypoint'],
  ['/resources', /.+/u, 'Resources: Top 30 books · Waypoint'],
  ['/login', 'Log in to your account', 'Log in · Waypoint'],
  ['/signup', 'Sign up for free', 'Sign up · Waypoint'],
  ['/email-confirmation/abc123', /.+/u, 'Confirm your email · Waypoint'],
  ['/reset-password/abc123', 'Change your password', 'Change your password · Waypoint'],
  ['/email-change/abc123', /.+/u, 'Change your email address · Waypoint'],
  ['/verify-email', 'Forgot your password?', 'Forgot your password? · Waypoint'],
  ['/verification-prompt', 'Check your inbox', 'Check your inbox · Waypoint'],
  ['/assessments', /.+/u, 'Assessments · Waypoint'],
  ['/skillmatch', 'Your career transition blueprint', 'Skill match · Waypoint'],
  ['/skillmatch/questionnaire/1', /.+/u, 'Skill match questionnaire · Waypoint'],
  ['/skillmatch/questionnaire/5', /.+/u, 'Skill match questionnaire · Waypoint'],
  ['/skillmatch/questionnaire/result', /.+/u, 'Skill match questionnaire · Waypoint'],
  ['/skillmatch/questionnaire/99', /.+/u, 'Skill match questionnaire · Waypoint'],
  ['/skillmatch/reports/r-1', 'Report not found', 'Skill match report · Waypoint'],
  ['/roadmap', /.+/u, 'Roadmap · Waypoint'],
  ['/typical-day', /.+/u, 'Typical day · Waypoint'],
  ['/practice-gym', /.+/u, 'Practice gym · Waypoint'],
  ['/dashboard', /.+/u, 'My dashboard · Waypoint'],
  ['/profile', /.+/u, 'Your profile · Waypoint'],
  ['/careers', 'Find an occupation', 'Careers · Waypoint'],
  // The stand-in network answers 404 here, and the page names the tab after what it found.
  ['/careers/15-1252.00', 'Career not found', 'Career not found · Waypoint'],
  ['/no/such/page', 'Page not found', 'Page not found · Waypoint'],
];

describe('route table', () => {
  it.each(ROUTES)('given %s, it renders its heading inside the shell and names the page', async (path, heading, title) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    // Fails when no such heading appears. Not kept to check again: a page such as /email-confirmation swaps its
    // card (and heading element) as soon as its request settles.
    await within(main).findByRole('heading', { level: 1, name: heading });
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('contentinfo')[0]).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('given an unknown address, it shows the 404 page with a way home', async () => {
    renderApp('/this-does-not-exist');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('given a skill-match page, the landing links to the first questionnaire step', async () => {
    const { user, router } = renderApp('/skillmatch');
    await user.click(await screen.findByRole('link', { name: 'Analyze skill match' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/1'));
  });
});
