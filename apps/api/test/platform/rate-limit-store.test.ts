import { describe, expect, it } from 'vitest';
import { clientKey, memoryRateLimitStore } from '../../src/lib/rate-limit-store';

describe('the in-memory rate-limit counters', () => {
  it('count requests per key within a window that starts with the first one, then start afresh', () => {
    let now = 1_000;
    const store = memoryRateLimitStore(() => now);
    expect(store.hit('a', 100)).toEqual({ count: 1, ttlMs: 100 });
    now += 40;
    expect(store.hit('a', 100)).toEqual({ count: 2, ttlMs: 60 });
    expect(store.hit('b', 100)).toEqual({ count: 1, ttlMs: 100 });
    now += 60;
    expect(store.hit('a', 100)).toEqual({ count: 1, ttlMs: 100 });
  });
});

describe('whose requests count together', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones and groups IPv6 clients by their /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::1')).toBe(clientKey('2001:db8:0:0:ffff::9'));
  });
});
