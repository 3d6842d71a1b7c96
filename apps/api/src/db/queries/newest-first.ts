// Lists a user reads newest first, a page at a time (skill-match reports, practice attempts). A page starts after a
// row of the previous one (`before`, its id), not at an offset, so rows saved meanwhile neither shift nor repeat a
// page; rows saved in the same instant are ordered by id.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

type OwnedRows = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn };

export interface PageRequest {
  userId: string;
  limit: number;
  /** The id of the last row of the previous page. */
  before?: string;
}

export interface Page<Row> {
  rows: Row[];
  /** How many rows the user has in all. */
  total: number;
  /** Whether rows older than the last one returned exist. */
  more: boolean;
}

/** The newest-first order `rows` must read in. */
export const newestFirst = (table: OwnedRows) => [desc(table.createdAt), desc(table.id)];

/**
 * One page of the user's rows: `rows(where, limit)` reads them with the given filter, in `newestFirst` order. null
 * when `before` is not one of the user's rows.
 */
export async function pageNewestFirst<Row>(
  db: Db,
  table: OwnedRows,
  page: PageRequest,
  rows: (where: SQL | undefined, limit: number) => Promise<Row[]>,
): Promise<Page<Row> | null> {
  const own = eq(table.userId, page.userId);
  let older: SQL | undefined;
  if (page.before) {
    const [anchor] = await db.select({ id: table.id }).from(table).where(and(own, eq(table.id, page.before))).limit(1);
    if (!anchor) return null;
    // Compared in SQL, not through a JS Date, which would drop a time's microseconds.
    older = sql`(${table.createdAt}, ${table.id}) < (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${anchor.id})`;
  }
  const [found, [counted]] = await Promise.all([
    // One more than asked for tells whether there are older ones without another query.
    rows(and(own, older), page.limit + 1),
    db.select({ total: count() }).from(table).where(own),
  ]);
  return { rows: found.slice(0, page.limit), total: counted?.total ?? 0, more: found.length > page.limit };
}
