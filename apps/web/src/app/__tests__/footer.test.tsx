import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('footer', () => {
  it('links to every public destination and says what the product offers', async () => {
    renderApp('/');
    const footers = await screen.findAllByRole('contentinfo');
    const footer = within(footers[footers.length - 1] as HTMLElement);
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/assessments',
        '/careers',
        '/skillmatch',
        '/resources',
        '/about',
        '/our-approach',
        '/roadmap',
        '/typical-day',
        '/practice-gym',
        '/contact#contact-section--one',
        '/terms#terms-page',
        '/privacy#privacy-page',
      ]),
    );
    // The career explorer, one of the four promises, is reachable from every page.
    expect(footer.getByRole('link', { name: 'Explore careers' })).toHaveAttribute('href', '/careers');
    expect(footer.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('href', '/roadmap');
    expect(footer.getByRole('link', { name: 'Practice gym' })).toHaveAttribute('href', '/practice-gym');
    expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact#contact-section--one');
    expect(footer.getByText(/personalised assessments, targeted skill development and guidance for career transitions/u)).toBeInTheDocument();
  });
});
