// The query of a list read a page at a time, newest first (db/queries/newest-first.ts): how many (`limit`) and after
// which row of the previous page (`before`, its id).
import { z } from 'zod';

export interface NewestFirstQueryOptions {
  /** The rows, as the error about a wrong `before` names them ("reports"). */
  what: string;
  /** Where a client finds the next `before` in the answer. */
  nextField: string;
  /** The largest page, and the page size when `limit` is left out: 100 unless a list kept other limits. */
  max?: number;
  fallback?: number;
}

export function newestFirstQuery({ what, nextField, max = 100, fallback = max }: NewestFirstQueryOptions) {
  const limitError = { error: `limit must be a whole number from 1 to ${max}.` };
  return z.object({
    limit: z.coerce.number(limitError).int(limitError).min(1, limitError).max(max, limitError).default(fallback),
    before: z.uuid({ error: `before must be the id of one of your ${what} (the ${nextField} of the previous page).` }).optional(),
  });
}
