// The one database seam: postgres.js when DATABASE_URL is set, PGlite (embedded PostgreSQL, on disk) otherwise.
// Both speak the same SQL and run the same drizzle migrations from apps/api/drizzle.
import { apiRoot } from '../lib/api-root';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config';
import * as schema from './schema/index';
import { withPreparedStatements } from './pglite-prepared';

export type Schema = typeof schema;
/** The drizzle instance every query function takes as its first argument (same API on both drivers). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within the timeout; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies pending migrations (under an advisory lock on PostgreSQL so replicas migrate once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Pool use for /metrics: queries (and transactions) in flight now, and the pool size. */
  poolStats(): { inFlight: number; size: number };
}

export const migrationsFolder = resolve(apiRoot, 'drizzle');

// Arbitrary constant shared by every replica: the key of the advisory lock taken while migrating.
const MIGRATION_LOCK_KEY = 727_001;

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface PgliteOptions {
  /** On-disk data directory; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

export function createPgliteDatabase(options: PgliteOptions = {}): Database & { client: PGlite } {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const prepared = withPreparedStatements(client);
  const db = drizzlePglite({ client: prepared, schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    async ping(timeoutMs = 2000) {
      await withTimeout(prepared.query('select 1'), timeoutMs, 'database ping');
    },
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // PGlite is one embedded connection that runs one query at a time.
    poolStats: () => ({ inFlight: 0, size: 1 }),
  };
}

const POSTGRES_POOL_SIZE = 10;

/**
 * postgres.js has no pool events, so count in flight what drizzle sends through it: `unsafe()` queries run when
 * first awaited (their `then`), and `begin()` holds a connection for the whole transaction (queries inside it run
 * on that reserved connection and are not counted again).
 */
function countInFlight(client: postgres.Sql): { inFlight: () => number } {
  let inFlight = 0;
  const done = () => void (inFlight -= 1);
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((...args: Parameters<typeof client.unsafe>) => {
    const query = unsafe(...args);
    const then = query.then.bind(query);
    let counted = false;
    // Assigned on the instance: `.values()` returns the same object, so drizzle's await still goes through here.
    (query as { then: typeof query.then }).then = (onFulfilled, onRejected) => {
      if (!counted) {
        counted = true;
        inFlight += 1;
        void then(done, done);
      }
      return then(onFulfilled, onRejected);
    };
    return query;
  }) as typeof client.unsafe;
  const begin = client.begin.bind(client) as (...args: unknown[]) => Promise<unknown>;
  (client as { begin: unknown }).begin = async (...args: unknown[]) => {
    inFlight += 1;
    try {
      return await begin(...args);
    } finally {
      inFlight -= 1;
    }
  };
  return { inFlight: () => inFlight };
}

export function createPostgresDatabase(url: string): Database & { client: postgres.Sql } {
  // Short connect timeout so /api/ready reports an unreachable server quickly instead of hanging.
  const client = postgres(url, { max: POSTGRES_POOL_SIZE, connect_timeout: 5, onnotice: () => {} });
  const counter = countInFlight(client);
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'postgres',
    async ping(timeoutMs = 2000) {
      await withTimeout(client`select 1`.execute(), timeoutMs, 'database ping');
    },
    async migrate() {
      // Advisory locks belong to a session, so lock and migrate on one dedicated connection.
      const single = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        try {
          await migratePostgres(drizzlePostgres({ client: single, schema }), { migrationsFolder });
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
    poolStats: () => ({ inFlight: counter.inFlight(), size: POSTGRES_POOL_SIZE }),
  };
}

export function createDatabase(config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'>): Database {
  return config.DATABASE_URL ? createPostgresDatabase(config.DATABASE_URL) : createPgliteDatabase({ dataDir: config.PGLITE_DIR });
}

export { sql };
