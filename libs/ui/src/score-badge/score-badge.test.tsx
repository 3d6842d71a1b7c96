import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreBadge, formatScore, scoreTone } from './index';

describe('scoreTone', () => {
  it.each([
    [10, 'success'],
    [8, 'success'],
    [7.99, 'warning'],
    [5, 'warning'],
    [3, 'warning'],
    [2.99, 'danger'],
    [0, 'danger'],
    [Number.NaN, 'danger'],
  ] as const)('given %s, it is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('ScoreBadge', () => {
  it('always writes the score (colour is never the only signal) and says it out of 10', () => {
    render(<ScoreBadge score={7.5} />);
    const badge = screen.getByText('7.5', { exact: false });
    expect(badge).toHaveAttribute('data-tone', 'warning');
    expect(badge).toHaveTextContent('Score 7.5 out of 10');
  });

  it('formats whole numbers without decimals and others to one decimal', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(2.94)).toBe('2.9');
  });
});
