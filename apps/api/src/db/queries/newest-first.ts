// Lists a user reads newest first, a page at a time (skill-match reports, practice attempts, assessment history). A
// page starts after a row of the previous one (`before`, its id), not at an offset, so rows saved meanwhile neither
// shift nor repeat a page; rows of the same instant are ordered by the list's further keys, the id last.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Which rows make a user's list and the order it reads in. */
export interface NewestFirstList {
  table: PgTable;
  id: AnyPgColumn;
  userId: AnyPgColumn;
  /** The sort keys, most significant first, each read descending; the id must come last, so the order is total. */
  keys: AnyPgColumn[];
  /** Which of the user's rows belong to the list, when not all of them do. */
  scope?: SQL;
}

type CreatedRows = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn };

/** The list of all the user's rows of `table`, newest saved first. */
export const byCreation = (table: CreatedRows): NewestFirstList => ({
  table,
  id: table.id,
  userId: table.userId,
  keys: [table.createdAt, table.id],
});

export interface PageRequest {
  userId: string;
  limit: number;
  /** The id of the last row of the previous page. */
  before?: string;
}

export interface Page<Row> {
  rows: Row[];
  /** How many rows the user's list has in all. */
  total: number;
  /** Whether rows older than the last one returned exist. */
  more: boolean;
}

/** The newest-first order `rows` must read in. */
export const newestFirst = (list: NewestFirstList) => list.keys.map((key) => desc(key));

/**
 * One page of the user's list: `rows(where, limit)` reads them with the given filter, in `newestFirst` order. null
 * when `before` is not a row of the user's list.
 */
export async function pageNewestFirst<Row>(
  db: Db,
  list: NewestFirstList,
  page: PageRequest,
  rows: (where: SQL | undefined, limit: number) => Promise<Row[]>,
): Promise<Page<Row> | null> {
  const own = and(eq(list.userId, page.userId), list.scope);
  let older: SQL | undefined;
  if (page.before) {
    const [anchor] = await db.select({ id: list.id }).from(list.table).where(and(own, eq(list.id, page.before))).limit(1);
    if (!anchor) return null;
    // Compared in SQL, not through a JS Date, which would drop a time's microseconds.
    const keys = sql.join(list.keys, sql`, `);
    older = sql`(${keys}) < (select ${keys} from ${list.table} where ${list.id} = ${anchor.id})`;
  }
  const [found, [counted]] = await Promise.all([
    // One more than asked for tells whether there are older ones without another query.
    rows(and(own, older), page.limit + 1),
    db.select({ total: count() }).from(list.table).where(own),
  ]);
  return { rows: found.slice(0, page.limit), total: counted?.total ?? 0, more: found.length > page.limit };
}
