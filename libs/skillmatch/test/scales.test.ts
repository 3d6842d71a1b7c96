import { describe, expect, it } from 'vitest';
import { formatPayRange, statusForScore } from '../src/scales';

describe('section status', () => {
  // The score badge beside a status is green from 8, yellow from 3, red below (spec section 9): the status text's
  // colour (Mostly meet green, Attention orange, No match red) must fall in the same band.
  it.each([
    [10, 'Mostly meet'],
    [8, 'Mostly meet'],
    [7.99, 'Attention'],
    [3, 'Attention'],
    [2.99, 'No match'],
    [0, 'No match'],
    [null, 'Not assessed yet'],
  ] as const)('score %s is %s', (score, status) => {
    expect(statusForScore(score)).toBe(status);
  });
});

describe('pay range', () => {
  const pay = { low: 52_910, median: 98_670, high: 165_000 };
  const hourly = { low: 14, median: 23.33, high: 97.19 };

  it('is annual in thousands, else hourly in cents where BLS publishes only hourly wages, else not available', () => {
    expect(formatPayRange({ salary: pay })).toBe('$53K - $165K');
    expect(formatPayRange({ salary: null, hourlyPay: hourly })).toBe('$14.00 - $97.19 an hour');
    expect(formatPayRange({ salary: null })).toBe('Not available');
  });

  it("marks BLS's top code as a floor: surgeons' 90th percentile is $239,200 or more", () => {
    expect(formatPayRange({ salary: { low: 83_390, median: 239_200, high: 239_200 } })).toBe('$83K - $239K+');
    expect(formatPayRange({ salary: null, hourlyPay: { low: 14, median: 23.33, high: 115 } })).toBe('$14.00 - $115.00+ an hour');
  });

  it('prefers annual pay when both are known', () => {
    expect(formatPayRange({ salary: pay, hourlyPay: hourly })).toBe('$53K - $165K');
  });
});
