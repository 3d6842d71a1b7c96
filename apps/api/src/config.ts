// The only reader of process.env (D4): every setting is validated once at start-up and a bad value stops the
// process with one line naming the variable.
import { openSync, readSync, closeSync } from 'node:fs';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const booleanish = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  return value;
}, z.boolean());

/** A TrueType, OpenType or collection font by its first four bytes (what fontkit reads). */
function isFontFile(path: string): boolean {
  const head = Buffer.alloc(4);
  try {
    const fd = openSync(path, 'r');
    try {
      readSync(fd, head, 0, 4, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return ['00010000', '4f54544f' /* OTTO */, '74727565' /* true */, '74746366' /* ttcf */].includes(head.toString('hex'));
}

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Unset: http://localhost:$PORT, so `PORT=4000 npm start` serves a site whose own requests are accepted. */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  REDIS_URL: optionalUrl,
  /**
   * Put in front of every Redis key and channel of this deployment, so several deployments (or test clusters) can
   * share one Redis without sharing rate-limit counters, quotas, idempotency keys or session broadcasts.
   */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'use 1-64 letters, digits, _ . : or -').default('waypoint:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Waypoint <no-reply@waypoint.local>'),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(2_000),
  CONTACT_INBOX: z.email().default('hello@waypoint.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: booleanish.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** AI requests per user (or per IP for anonymous visitors) per UTC day; past it the AI routes answer 429. */
  AI_DAILY_QUOTA: z.coerce.number().int().positive().default(50),
  /** Provider calls in flight at once; past it the built-in engine answers. */
  AI_MAX_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Bearer token for GET /metrics (Prometheus); unset = the route answers 404. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  /**
   * Load shedding (503 + Retry-After): mean event-loop delay in ms above which requests are refused; 0 = off.
   * Unset = 1000 on PostgreSQL; off with PGlite and in tests, whose in-process database blocks the loop by design.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Heap in use (bytes) above which requests are refused; unset = 90% of the V8 heap limit, 0 = off. */
  PRESSURE_MAX_HEAP_USED_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Resident memory (bytes) above which requests are refused; 0 = off. */
  PRESSURE_MAX_RSS_BYTES: z.coerce.number().int().min(0).default(0),
  /** How often the pressure gauges are sampled. */
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().positive().default(1_000),
  /** Seconds a client is told to wait (Retry-After) when the database is down or the server is overloaded. */
  RETRY_AFTER_SECONDS: z.coerce.number().int().positive().default(5),
  /**
   * How long a replica may answer a signed-in request from its in-memory copy of the session (0 = always read the
   * database). Ending a session reaches every replica at once through Redis; this bounds a lost broadcast.
   */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  ALTCHA_HMAC_KEY: optionalString,
  // Checked here so a wrong path stops the start rather than the first PDF download.
  PDF_FALLBACK_FONT: z.preprocess(emptyToUndefined, z.string().refine(isFontFile, 'is not a readable .ttf, .otf or .ttc font file').optional()),
  BETA_FORM_URL: optionalUrl,
  COMMUNITY_URL: optionalUrl,
  NEWSLETTER_URL: optionalUrl,
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(configSchema.shape)) input[key] = env[key];
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid value'}`);
  }
  const { PORT, PUBLIC_URL } = result.data;
  // Port 0 (a free port picked at listen) is not known yet; 3000 is the documented default then too.
  return { ...result.data, PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${PORT || 3000}` };
}
