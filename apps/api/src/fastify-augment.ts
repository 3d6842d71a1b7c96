// Decorators every plugin and route can rely on (registered by src/plugins/external/*).
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './services/mail/mailer';
import type { Redis } from 'ioredis';
import type { AiEngine, BuiltinAiEngine } from './services/ai/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The drizzle instance (query functions take it as their first argument). */
    db: Db;
    /** The database seam itself: ping, close, kind. */
    database: Database;
    clock: () => Date;
    mailer: Mailer;
    /** The shared Redis connection when REDIS_URL is set. */
    redis: Redis | null;
    ai: AiEngine & { builtin: BuiltinAiEngine };
    /** Set when graceful shutdown starts: new requests get 503. */
    shuttingDown: boolean;
  }
}

export {};
