import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PrivacyPage } from '../privacy-page';
import { ResourcesPage } from '../resources-page';
import { TermsPage } from '../terms-page';
import { installBrowserStandIns, renderSite } from './render-site';

beforeEach(() => {
  installBrowserStandIns();
});

/** Every in-page link of a navigation points at an element that exists. */
function expectTocMatchesSections(nav: HTMLElement, expectedCount: number) {
  const links = within(nav).getAllByRole('link');
  expect(links).toHaveLength(expectedCount);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('#')).toBe(true);
    const target = document.getElementById(href.slice(1));
    expect(target, href).not.toBeNull();
    expect(target?.tagName).toBe('SECTION');
    expect(target?.querySelector('h2')?.textContent).toBe(link.textContent);
  }
}

describe('resources page', () => {
  it('lists 30 numbered books with author, for-whom line and cover in 5 anchored categories', () => {
    renderSite(<ResourcesPage />, { path: '/resources' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Top 30 Books to Ignite Your Career Transformation' }),
    ).toBeInTheDocument();
    expectTocMatchesSections(screen.getByRole('navigation', { name: 'Book categories' }), 5);
    const ids = ['career-transition', 'personal-development', 'work-life-balance', 'entrepreneurship', 'psychological-aspects'];
    for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
    // A role query over ~150 elements is slow in jsdom; the h3s are the book titles.
    const titles = [...document.querySelectorAll('section h3')];
    expect(titles).toHaveLength(30);
    expect(titles.map((title) => Number.parseInt(title.textContent ?? '', 10))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(screen.getAllByTestId('book-cover')).toHaveLength(30);
  }, 20_000);
});

describe('legal pages', () => {
  it('privacy: page anchor privacy-page, dated 8 April 2023, a TOC whose links match section ids', () => {
    renderSite(<PrivacyPage />, { path: '/privacy' });
    expect(document.getElementById('privacy-page')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' }));
    expect(screen.getByText('8 April 2023')).toHaveAttribute('datetime', '2023-04-08');
    expectTocMatchesSections(screen.getByRole('navigation', { name: 'On this page' }), 9);
    expect(screen.getByText(/California, Virginia, Colorado, Connecticut, Utah, Texas, Oregon and Montana/)).toBeInTheDocument();
    // Pages the policy points to are links, not addresses to copy.
    expect(screen.getByRole('link', { name: 'profile page' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/\]\(\//)).not.toBeInTheDocument();
  });

  it('terms: page anchor terms-page, dated 16 June 2023, a TOC whose links match section ids', () => {
    renderSite(<TermsPage />, { path: '/terms' });
    expect(document.getElementById('terms-page')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    );
    expect(screen.getByText('16 June 2023')).toBeInTheDocument();
    expectTocMatchesSections(screen.getByRole('navigation', { name: 'On this page' }), 14);
    expect(screen.getByText(/older than 16/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'contact form' }).map((a) => a.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(screen.getByText(/within 14 days of the contract/)).toBeInTheDocument();
    expect(screen.getByText(/within 2 days/)).toBeInTheDocument();
  });
});
