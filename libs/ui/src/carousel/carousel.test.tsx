import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './index';

function renderCarousel(step?: number) {
  const scrollBy = vi.fn();
  // jsdom does no layout or scrolling; record the calls instead.
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  render(
    <Carousel label="Team" step={step}>
      {['Ada', 'Grace', 'Linus'].map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
  return { scrollBy };
}

describe('Carousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a labelled region with a list of items reachable by Tab', async () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Team' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('list', { name: 'Team' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveFocus();
  });

  it('previous/next scroll by the default 300 px, smoothly', async () => {
    const { scrollBy } = renderCarousel();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
  });

  it('given reduced motion and a custom step, it jumps instantly by that step', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const { scrollBy } = renderCarousel(120);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 120, behavior: 'auto' });
  });
});
