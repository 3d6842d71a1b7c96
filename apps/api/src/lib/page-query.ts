// The query of a list read a page at a time, newest first (db/queries/newest-first.ts): how many (`limit`, up to
// 100, 100 when left out) and after which row of the previous page (`before`, its id).
import { z } from 'zod';

const LIMIT_ERROR = { error: 'limit must be a whole number from 1 to 100.' };

/** `what`: the rows, as the error about a wrong `before` names them ("reports"). `nextField`: where the id comes from. */
export function newestFirstQuery(what: string, nextField: string) {
  return z.object({
    limit: z.coerce.number(LIMIT_ERROR).int(LIMIT_ERROR).min(1, LIMIT_ERROR).max(100, LIMIT_ERROR).default(100),
    before: z.uuid({ error: `before must be the id of one of your ${what} (the ${nextField} of the previous page).` }).optional(),
  });
}
