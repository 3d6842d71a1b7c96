import { describe, expect, it } from 'vitest';
import { medianPayText } from './skillmatch';

describe('medianPayText', () => {
  it('gives annual pay in thousands, else the hourly wage in cents, else nothing', () => {
    expect(medianPayText({ medianPay: 133_080, medianHourlyPay: null })).toBe('$133K median pay');
    expect(medianPayText({ medianPay: null, medianHourlyPay: 23.33 })).toBe('$23.33 an hour median pay');
    expect(medianPayText({ medianPay: null, medianHourlyPay: null })).toBeNull();
  });

  it('shows nothing for a role saved before results carried pay', () => {
    expect(medianPayText({})).toBeNull();
  });
});
