// Per-caller daily quota for AI requests (D25), per UTC day. With Redis the count is shared by every replica (one
// INCR per request, keys expire after two days); without it each process counts in memory, and a restart forgives
// the day's usage, which is acceptable for a cost guard.
import type { Redis } from 'ioredis';

export interface DailyQuota {
  readonly limit: number;
  /** Counts one request; false when the caller already used `limit` today. */
  take(key: string): Promise<boolean>;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export class MemoryDailyQuota implements DailyQuota {
  private readonly used = new Map<string, { day: string; count: number }>();

  constructor(
    readonly limit: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(key: string): Promise<boolean> {
    const day = dayOf(this.now());
    const entry = this.used.get(key);
    if (!entry || entry.day !== day) {
      // Old days are dropped as they are met, so the map holds at most one entry per active caller.
      this.used.set(key, { day, count: 1 });
      return this.limit >= 1;
    }
    if (entry.count >= this.limit) return false;
    entry.count += 1;
    return true;
  }
}

export class RedisDailyQuota implements DailyQuota {
  constructor(
    readonly limit: number,
    private readonly redis: Redis,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(key: string): Promise<boolean> {
    const redisKey = `ai-quota:${dayOf(this.now())}:${key}`;
    const [[, count]] = (await this.redis.multi().incr(redisKey).expire(redisKey, 2 * 24 * 3600).exec()) as [
      [Error | null, number],
      [Error | null, number],
    ];
    return count <= this.limit;
  }
}
