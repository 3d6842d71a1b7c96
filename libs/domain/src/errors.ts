// The one JSON error shape every 4xx/5xx of the API uses (docs/architecture.md), so the web app can read any failure
// the same way: a stable machine code, a human sentence, and the request id to quote to support.
import { z } from 'zod';
import { DIRECTION_CONTROLS } from './plain-text';

export const ApiErrorIssueSchema = z.object({
  /**
   * Dotted path of the offending field, starting with the part of the request: "body.answer_data.selection",
   * "querystring.q", "params.id"; "body" for the whole body.
   */
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

export const ApiErrorSchema = z.object({
  code: z.string(),
  detail: z.string(),
  request_id: z.string(),
  issues: z.array(ApiErrorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * A value the caller sent, quoted for an error message: at most `max` characters (then '…', never half of a
 * character), so a 100 KB value does not come back as a 100 KB message nobody can read.
 */
export function quoteInput(value: unknown, max = 24): string {
  // JSON escapes control characters; direction overrides are escaped too, or they would turn the message around.
  const text = (JSON.stringify(value) ?? String(value)).replace(DIRECTION_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** Codes both sides branch on. Routes may add their own codes; these are the shared ones. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  CHALLENGE_FAILED: 'CHALLENGE_FAILED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  ASSESSMENT_NOT_FOUND: 'ASSESSMENT_NOT_FOUND',
  QUESTION_NOT_IN_ASSESSMENT: 'QUESTION_NOT_IN_ASSESSMENT',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export function isApiError(value: unknown): value is ApiError {
  return ApiErrorSchema.safeParse(value).success;
}
