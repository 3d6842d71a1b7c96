import { describe, expect, it } from 'vitest';
import { medianPayText, OEWS_TOP_CODED_ANNUAL, OEWS_TOP_CODED_HOURLY } from './skillmatch';

describe('medianPayText', () => {
  it('gives annual pay in thousands, else the hourly wage in cents, else nothing', () => {
    expect(medianPayText({ medianPay: 133_080, medianHourlyPay: null })).toBe('$133K median pay');
    expect(medianPayText({ medianPay: null, medianHourlyPay: 23.33 })).toBe('$23.33 an hour median pay');
    expect(medianPayText({ medianPay: null, medianHourlyPay: null })).toBeNull();
  });

  it("shows BLS's top code as that figure or more: it publishes none above it, so it is no median", () => {
    expect(medianPayText({ medianPay: OEWS_TOP_CODED_ANNUAL })).toBe('$239K+ median pay');
    expect(medianPayText({ medianPay: 238_380 })).toBe('$238K median pay');
    expect(medianPayText({ medianHourlyPay: OEWS_TOP_CODED_HOURLY })).toBe('$115.00+ an hour median pay');
  });

  it('shows nothing for a role saved before results carried pay', () => {
    expect(medianPayText({})).toBeNull();
  });
});
