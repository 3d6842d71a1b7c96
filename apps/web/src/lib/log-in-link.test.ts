import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './log-in-link';

const from = (next: string) => returnPathFrom(new URLSearchParams({ next }));

describe('the page to return to after signing in', () => {
  it('is the path the login link carried, with its query and hash', () => {
    expect(from('/dashboard')).toBe('/dashboard');
    expect(from('/skillmatch/reports/r-1?tab=2#top')).toBe('/skillmatch/reports/r-1?tab=2#top');
  });

  it('is nothing for another site, a scheme, a backslash trick or the login page itself', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'dashboard', '/login?next=/x', '']) {
      expect(from(next), next).toBeNull();
    }
    expect(returnPathFrom(new URLSearchParams())).toBeNull();
  });
});
