import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './index';

describe('ProgressBar', () => {
  it('exposes value, min and max and is named by its visible label', () => {
    render(<ProgressBar value={3} max={10} label="3 OF 10" />);
    const bar = screen.getByRole('progressbar', { name: '3 OF 10' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar.firstElementChild).toHaveStyle({ width: '30%' });
  });

  it('clamps out-of-range values and accepts an aria-label when there is no visible label', () => {
    render(<ProgressBar value={12} max={10} ariaLabel="Progress" />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '10');
  });
});
