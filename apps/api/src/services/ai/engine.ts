// The one AI seam (D25): every AI feature calls an AiEngine. Two implementations: the built-in deterministic
// engine (offline, always available) and an OpenAI-compatible provider whose output is validated against the
// task's schema, falling back to the built-in engine on timeout, error or invalid output.
import type { z } from 'zod';

export interface StructuredRequest<S extends z.ZodType> {
  /** Which feature asks (e.g. 'roadmap', 'job-recommendations'); selects the built-in handler and the prompt. */
  task: string;
  /** Task input; JSON-serialisable. */
  input: unknown;
  /** The shape of the answer; provider output that does not match is rejected. */
  schema: S;
  /** Optional instructions for a language model provider (the built-in engine ignores them). */
  instructions?: string;
  /**
   * Who pays for the call against the daily quota (a user id, or 'ip:<address>' for anonymous callers); no key
   * means no quota (internal calls).
   */
  quotaKey?: string;
}

export interface StructuredResult<T> {
  value: T;
  /** Which engine produced the value ('builtin' also when the provider failed and the fallback answered). */
  engine: 'builtin' | 'provider';
}

export interface AiEngine {
  readonly name: string;
  generateStructured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredResult<z.output<S>>>;
}

/** A deterministic handler for one task in the built-in engine (async when it reads the catalogue). */
export type BuiltinTaskHandler = (input: unknown) => unknown;

/** Thrown past the per-user daily quota (the routes answer 429). */
export class AiQuotaExceededError extends Error {
  override name = 'AiQuotaExceededError';
  constructor(readonly limit: number) {
    super(`You have used today's ${limit} AI requests. Please try again tomorrow.`);
  }
}

export class AiTaskUnsupportedError extends Error {
  override name = 'AiTaskUnsupportedError';
  constructor(readonly task: string) {
    super(`The built-in AI engine has no handler for task "${task}"`);
  }
}
