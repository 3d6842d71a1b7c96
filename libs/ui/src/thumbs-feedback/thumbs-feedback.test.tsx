import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThumbsFeedback } from './index';

const THANKS = 'Thanks for your feedback! It means a lot.';

describe('ThumbsFeedback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('thumbs are mutually exclusive toggle buttons and report the choice', () => {
    const onChange = vi.fn();
    render(<ThumbsFeedback onChange={onChange} />);
    const up = screen.getByRole('button', { name: 'Helpful' });
    const down = screen.getByRole('button', { name: 'Not helpful' });
    fireEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(down).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(down);
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(onChange.mock.calls).toEqual([['up'], ['down']]);
  });

  it('shows the thanks banner, fading in after 10 ms, and removes it after 3000 ms keeping the choice', () => {
    const onChange = vi.fn();
    render(<ThumbsFeedback onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(THANKS);
    expect(banner).toHaveAttribute('data-state', 'entering');
    act(() => vi.advanceTimersByTime(10));
    expect(banner).toHaveAttribute('data-state', 'shown');
    act(() => vi.advanceTimersByTime(3000));
    expect(banner).toHaveAttribute('data-state', 'leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText(THANKS)).toBeNull();
    expect(screen.getByRole('button', { name: 'Helpful' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closing the banner fades it out over 300 ms, then clears the choice', () => {
    const onChange = vi.fn();
    render(<ThumbsFeedback onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Not helpful' }));
    act(() => vi.advanceTimersByTime(10));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'leaving');
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(THANKS)).toBeNull();
    expect(screen.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
