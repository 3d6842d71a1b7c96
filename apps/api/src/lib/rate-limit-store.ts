// Fixed-window request counters for the rate limit (plugins/external/rate-limit.ts): in this process's memory, or in
// Redis so every replica counts together. A window starts with its first request and lasts `windowMs`.
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Time left in the window. */
  ttlMs: number;
}

export interface RateLimitStore {
  /** Counts one request under `key`; synchronous in memory, a promise with Redis. */
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
}

/** Expired windows are swept every this many hits, so memory stays bounded by the keys of recent windows. */
const SWEEP_EVERY = 10_000;

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    hit(key, windowMs) {
      const at = now();
      if (++hits % SWEEP_EVERY === 0) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.resetAt - at };
    },
  };
}

// One round trip, atomic: the first request of a window sets its expiry; a key that lost its expiry gets one again.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

type WithHitCommand = Redis & { waypointRateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

export function redisRateLimitStore(redis: Redis): RateLimitStore {
  // defineCommand sends the script once (EVALSHA afterwards); keys get the connection's REDIS_KEY_PREFIX.
  const withHit = redis as WithHitCommand;
  if (typeof withHit.waypointRateLimitHit !== 'function') redis.defineCommand('waypointRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = await withHit.waypointRateLimitHit(key, windowMs);
      return { count, ttlMs };
    },
  };
}

/**
 * Whose requests count together: an IPv4 address as it is; an IPv6 client by its /64 network (one subscriber gets a
 * whole /64 and could otherwise rotate addresses); an IPv4-mapped IPv6 address as the IPv4 address it carries.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = lower.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
