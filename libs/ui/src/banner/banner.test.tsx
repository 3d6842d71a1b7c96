import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './index';

describe('Banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses role=status for info and success, and role=alert for errors', () => {
    const { rerender } = render(<Banner tone="success">Saved.</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    rerender(<Banner tone="error">Failed to copy text. Please try again.</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to copy text.');
  });

  it('fades in after the delay', () => {
    render(<Banner fadeInDelayMs={10}>Hello</Banner>);
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'entering');
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'shown');
  });

  it('auto-dismisses: fades out at autoDismissMs and calls onDismiss("auto") after the fade', () => {
    const onDismiss = vi.fn();
    render(
      <Banner onDismiss={onDismiss} autoDismissMs={3000} fadeOutMs={300}>
        Text Copied to clipboard.
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'shown');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'leaving');
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('auto');
  });

  it('the dismiss button fades out and then calls onDismiss("user")', () => {
    const onDismiss = vi.fn();
    render(<Banner onDismiss={onDismiss}>Hi</Banner>);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('user');
  });

  it('pauses auto-dismiss while hovered, so a slow reader keeps the message', () => {
    const onDismiss = vi.fn();
    render(
      <Banner onDismiss={onDismiss} autoDismissMs={3000}>
        Hi
      </Banner>,
    );
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledWith('auto');
  });

  it('given reduced motion, it calls onDismiss without waiting for a fade', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce'), addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const onDismiss = vi.fn();
      render(<Banner onDismiss={onDismiss}>Hi</Banner>);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      act(() => vi.advanceTimersByTime(0));
      expect(onDismiss).toHaveBeenCalledWith('user');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
