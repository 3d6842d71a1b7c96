import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../src/lib/loggable-url';

describe('loggableUrl', () => {
  it('given a link carrying a one-time secret in its path, keeps the path and hides the secret', () => {
    expect(loggableUrl('/api/confirm-email/Zm9vYmFyYmF6cXV4/')).toBe('/api/confirm-email/[redacted]/');
    expect(loggableUrl('/api/reset-password/abc_DEF-123')).toBe('/api/reset-password/[redacted]');
    expect(loggableUrl('/email-confirmation/abc_DEF-123')).toBe('/email-confirmation/[redacted]');
    expect(loggableUrl('/reset-password/abc_DEF-123?from=email')).toBe('/reset-password/[redacted]?from=email');
    expect(loggableUrl('/api/newsletter/unsubscribe/tok3n')).toBe('/api/newsletter/unsubscribe/[redacted]');
    expect(loggableUrl('/api/email-change/abc_DEF-123')).toBe('/api/email-change/[redacted]');
    expect(loggableUrl('/email-change/abc_DEF-123')).toBe('/email-change/[redacted]');
  });

  it("given the OpenID Connect callback, hides the code and state and keeps the rest", () => {
    expect(loggableUrl('/api/auth/google/callback?state=s3cr3t&code=4%2F0Ab&scope=email')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&scope=email',
    );
  });

  it('given an ordinary URL, leaves it as it is', () => {
    for (const url of ['/api/careers/15-2051.00', '/api/assessment/by-title?title=Who%20Am%20I', '/about', '/api/careers?q=nurse&page=2', '/?x']) {
      expect(loggableUrl(url)).toBe(url);
    }
  });
});
