// Queries of skill-match reports: always scoped by user id, so nobody reaches another user's report by its id.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { skillmatchReports, type SkillmatchReportRow } from '../schema/skillmatch';

export interface NewReport {
  userId: string;
  input: unknown;
  result: unknown;
  currentRole: string;
  desiredRole: string;
  percent: number;
  catalogueVersion: string;
  now: Date;
}

export async function insertReport(db: Db, report: NewReport): Promise<SkillmatchReportRow> {
  const [row] = await db
    .insert(skillmatchReports)
    .values({
      userId: report.userId,
      input: report.input,
      result: report.result,
      currentRole: report.currentRole,
      desiredRole: report.desiredRole,
      percent: report.percent,
      catalogueVersion: report.catalogueVersion,
      createdAt: report.now,
    })
    .returning();
  if (!row) throw new Error('insert of skill-match report returned nothing');
  return row;
}

export type ReportSummaryRow = Pick<SkillmatchReportRow, 'id' | 'currentRole' | 'desiredRole' | 'percent' | 'createdAt'>;

export interface ReportPage {
  reports: ReportSummaryRow[];
  /** How many reports the user has in all. */
  total: number;
  /** Whether reports older than the last one returned exist. */
  more: boolean;
}

/**
 * One page of the user's reports, newest first. `before` is a report id (the oldest of the previous page): the page
 * starts right after it in that order, so reports saved meanwhile neither shift nor repeat a page. Ties on the time
 * are broken by id. null when `before` is not one of the user's reports.
 */
export async function listReports(db: Db, params: { userId: string; limit: number; before?: string }): Promise<ReportPage | null> {
  const own = eq(skillmatchReports.userId, params.userId);
  let after: SQL | undefined;
  if (params.before) {
    const [anchor] = await db
      .select({ id: skillmatchReports.id })
      .from(skillmatchReports)
      .where(and(own, eq(skillmatchReports.id, params.before)))
      .limit(1);
    if (!anchor) return null;
    // Compared in SQL, not through a JS Date, which would drop a time's microseconds.
    after = sql`(${skillmatchReports.createdAt}, ${skillmatchReports.id}) < (select created_at, id from ${skillmatchReports} where id = ${anchor.id})`;
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: skillmatchReports.id,
        currentRole: skillmatchReports.currentRole,
        desiredRole: skillmatchReports.desiredRole,
        percent: skillmatchReports.percent,
        createdAt: skillmatchReports.createdAt,
      })
      .from(skillmatchReports)
      .where(and(own, after))
      .orderBy(desc(skillmatchReports.createdAt), desc(skillmatchReports.id))
      // One more than asked for tells whether there are older ones without a second query.
      .limit(params.limit + 1),
    db.select({ total: count() }).from(skillmatchReports).where(own),
  ]);
  return { reports: rows.slice(0, params.limit), total: counted?.total ?? 0, more: rows.length > params.limit };
}

export async function findReport(db: Db, params: { userId: string; id: string }): Promise<SkillmatchReportRow | null> {
  const [row] = await db
    .select()
    .from(skillmatchReports)
    .where(and(eq(skillmatchReports.id, params.id), eq(skillmatchReports.userId, params.userId)))
    .limit(1);
  return row ?? null;
}

export async function listAllReports(db: Db, userId: string): Promise<SkillmatchReportRow[]> {
  return db.select().from(skillmatchReports).where(eq(skillmatchReports.userId, userId)).orderBy(desc(skillmatchReports.createdAt));
}
