import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import { BuiltinAiEngine } from './builtin-engine';
import { AiQuotaExceededError, type AiEngine, type StructuredRequest } from './engine';
import { ProviderAiEngine, type AiOutcome } from './provider-engine';
import type { Redis } from 'ioredis';
import { MemoryDailyQuota, RedisDailyQuota, type DailyQuota } from './quota';

export * from './engine';
export { BuiltinAiEngine } from './builtin-engine';
export { ProviderAiEngine } from './provider-engine';
export { MemoryDailyQuota, RedisDailyQuota, type DailyQuota } from './quota';

type AiConfig = Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'> &
  Partial<Pick<Config, 'AI_DAILY_QUOTA' | 'AI_MAX_CONCURRENCY'>>;

/**
 * The daily quota sits in front of whichever engine answers, so callers see the same limit with or without a
 * provider configured (the behaviour of the product does not change with its configuration).
 */
class QuotaGuardedEngine implements AiEngine {
  constructor(
    private readonly inner: AiEngine,
    readonly quota: DailyQuota,
    private readonly onRefused: () => void = () => {},
  ) {}

  get name() {
    return this.inner.name;
  }

  async generateStructured<S extends z.ZodType>(request: StructuredRequest<S>) {
    if (request.quotaKey !== undefined && !(await this.quota.take(request.quotaKey))) {
      this.onRefused();
      throw new AiQuotaExceededError(this.quota.limit);
    }
    return this.inner.generateStructured(request);
  }
}

export type AppAiEngine = AiEngine & { builtin: BuiltinAiEngine; quota: DailyQuota };

export interface AiEngineDeps {
  log: FastifyBaseLogger;
  builtin?: BuiltinAiEngine;
  clock?: () => Date;
  /** Shares the daily quota between replicas; in memory per process when null. */
  redis?: Redis | null;
  /** Told how each provider call ended and when the quota refused one (metrics). */
  onOutcome?: (outcome: AiOutcome | 'quota') => void;
}

/** The provider when AI_BASE_URL and AI_MODEL are configured, otherwise the built-in engine (D3, D25). */
export function createAiEngine(config: AiConfig, deps: AiEngineDeps): AppAiEngine {
  const { log, builtin = new BuiltinAiEngine(), clock = () => new Date(), redis = null, onOutcome } = deps;
  const limit = config.AI_DAILY_QUOTA ?? 50;
  const quota = redis ? new RedisDailyQuota(limit, redis, clock) : new MemoryDailyQuota(limit, clock);
  const inner =
    config.AI_BASE_URL && config.AI_MODEL
      ? new ProviderAiEngine({
          baseUrl: config.AI_BASE_URL,
          apiKey: config.AI_API_KEY,
          model: config.AI_MODEL,
          timeoutMs: config.AI_TIMEOUT_MS,
          maxConcurrency: config.AI_MAX_CONCURRENCY ?? 4,
          fallback: builtin,
          log,
          onOutcome,
        })
      : builtin;
  return Object.assign(new QuotaGuardedEngine(inner, quota, () => onOutcome?.('quota')), { builtin });
}
