import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage, meta } from '../home-page';
import { SampleReportDialog } from '../components/sample-report-dialog';
import { CAROUSEL_STEP_PX } from '../components/scroll-carousel';
import { NAVIGATION_DELAY_MS } from '../components/use-delayed-navigate';
import { featureCards, sampleReport } from '../content';
import { CONFIGURED_LINKS, UNCONFIGURED_LINKS, installBrowserStandIns, renderSite, callsTo, requestTo, stubFetch } from './render-site';

let standIns: ReturnType<typeof installBrowserStandIns>;
beforeEach(() => {
  standIns = installBrowserStandIns();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('home page calls to action into the app', () => {
  it.each(['Getting Started', 'Start self-exploration', 'Build self-awareness', 'Get started'])(
    'given a click on %s, it scrolls to the top and goes to /assessments after 1 second, not before',
    (name) => {
      vi.useFakeTimers();
      renderSite(<HomePage />);
      fireEvent.click(screen.getByRole('link', { name }));
      expect(standIns.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
      act(() => vi.advanceTimersByTime(NAVIGATION_DELAY_MS - 1));
      expect(location()).toBe('/');
      act(() => vi.advanceTimersByTime(1));
      expect(location()).toBe('/assessments');
    },
  );

  it('given a click on a feature card, it goes to that feature after 1 second (D1)', () => {
    vi.useFakeTimers();
    renderSite(<HomePage />);
    const features = screen.getByRole('region', { name: 'What you can do with Waypoint' });
    const cards = within(features).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(featureCards.map((card) => card.to));
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/assessments', '/skillmatch', '/roadmap', '/practice-gym']);
    fireEvent.click(cards[2] as HTMLElement);
    act(() => vi.advanceTimersByTime(NAVIGATION_DELAY_MS));
    expect(location()).toBe('/roadmap');
  });

  it('given a click on Contact Us or Collaborate with us, it goes to /contact', async () => {
    const user = userEvent.setup();
    renderSite(<HomePage />);
    const contactLinks = screen.getAllByRole('link', { name: 'Contact Us' });
    expect(contactLinks.every((link) => link.getAttribute('href') === '/contact')).toBe(true);
    expect(screen.getByRole('link', { name: 'Collaborate with us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('link', { name: 'Collaborate with us' }));
    expect(location()).toBe('/contact');
  });
});

describe('home page external links', () => {
  it('given configured URLs, beta and community links open in a new tab without an opener', () => {
    renderSite(<HomePage />, { links: CONFIGURED_LINKS });
    for (const [name, href] of [
      [/Subscribe to our Beta/, CONFIGURED_LINKS.betaSignup],
      [/Sign up for free/, CONFIGURED_LINKS.betaSignup],
      [/Join our Community/, CONFIGURED_LINKS.community],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('given no configured URLs, the same links stay in the app (newsletter and contact)', () => {
    renderSite(<HomePage />, { links: UNCONFIGURED_LINKS });
    const beta = screen.getByRole('link', { name: 'Subscribe to our Beta' });
    expect(beta).toHaveAttribute('href', '/#newsletter');
    expect(beta).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Join our Community' })).toHaveAttribute('href', '/contact#contact-us');
  });
});

describe('home page content', () => {
  it('shows the spec words, the sample journey and a source for every statistic', () => {
    renderSite(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Empower your career journey' })).toBeInTheDocument();
    expect(screen.getByText('Unlock your full potential')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Decided to Pivot to ML Engineering' })).toBeInTheDocument();
    expect(screen.getByText('Meet Maya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why our platform?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Did you know that...' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We have got you covered!' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Did you know that...' });
    const refs = within(stats).getAllByRole('link', { name: /^Source \d+$/ });
    expect(refs).toHaveLength(9);
    for (const ref of refs) {
      const target = document.getElementById((ref.getAttribute('href') ?? '').slice(1));
      expect(target?.textContent).toMatch(/\S{10,}/);
    }
    expect(meta.title).toMatch(/Empower your career journey/);
  });

  it('given the covered carousel arrows, it scrolls the row by 300 px each way', async () => {
    const user = userEvent.setup();
    renderSite(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Show next cards' }));
    await user.click(screen.getByRole('button', { name: 'Show previous cards' }));
    expect(standIns.scrollBy.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([
      CAROUSEL_STEP_PX,
      -CAROUSEL_STEP_PX,
    ]);
    expect(CAROUSEL_STEP_PX).toBe(300);
    expect(screen.getAllByRole('list', { name: 'We have got you covered!' })[0]?.children).toHaveLength(6);
  });
});

describe('sample report', () => {
  it('given See sample report, it opens the report and Escape closes it', async () => {
    const user = userEvent.setup();
    renderSite(<HomePage />);
    const opener = screen.getByRole('button', { name: 'See sample report' });
    await user.click(opener);
    // The dialog's code is loaded on first opening.
    const dialog = await screen.findByRole('dialog', { name: sampleReport.title });
    expect(within(dialog).getByText('Skills underutilized')).toBeInTheDocument();
    expect(within(dialog).getByText('5 of 5')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('given an empty report, it says no report', () => {
    renderSite(<SampleReportDialog open onClose={() => undefined} report={{ ...sampleReport, rows: [] }} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('No report');
  });
});

describe('newsletter', () => {
  it('given a valid email, it posts { email } to /api/newsletter and asks to confirm by email', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<HomePage />);
    const section = screen.getByRole('region', { name: 'Stay in the loop' });
    await user.type(within(section).getByLabelText('Email'), 'maya@example.org');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    const status = await within(section).findByRole('status');
    expect(status).toHaveTextContent(/check your inbox to confirm/i);
    // The form and its button are gone: the confirmation takes focus, so the visitor's place is kept.
    expect(status).toHaveFocus();
    const request = await requestTo(fetchStub, '/api/newsletter');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ email: 'maya@example.org' });
  });

  it("given a refusal, it says the server's reason, and its own words when there is none", async () => {
    stubFetch(429, { code: 'RATE_LIMITED', detail: 'Too many requests; please wait a moment and try again.', request_id: 'r' });
    const user = userEvent.setup();
    const { unmount } = renderSite(<HomePage />);
    let section = screen.getByRole('region', { name: 'Stay in the loop' });
    await user.type(within(section).getByLabelText('Email'), 'maya@example.org');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Too many requests; please wait a moment and try again.');
    // What was typed stays, to send again.
    expect(within(section).getByLabelText('Email')).toHaveValue('maya@example.org');
    unmount();

    stubFetch(502, '<html>Bad gateway</html>');
    renderSite(<HomePage />);
    section = screen.getByRole('region', { name: 'Stay in the loop' });
    await user.type(within(section).getByLabelText('Email'), 'maya@example.org');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/could not subscribe you just now/);
  });

  it('given an invalid email, it says so and sends nothing', async () => {
    const fetchStub = stubFetch(202);
    const user = userEvent.setup();
    renderSite(<HomePage />);
    const section = screen.getByRole('region', { name: 'Stay in the loop' });
    await user.type(within(section).getByLabelText('Email'), 'maya@');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(within(section).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchStub, '/api/newsletter')).toBe(0);
  });
});
