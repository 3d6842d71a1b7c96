// Queries of skill-match reports: always scoped by user id, so nobody reaches another user's report by its id.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { skillmatchReports, type SkillmatchReportRow } from '../schema/skillmatch';
import { byCreation, newestFirst, pageNewestFirst, type Page, type PageRequest } from './newest-first';

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

/** A page of the user's reports, newest first (see newest-first.ts); null when `before` is not one of theirs. */
export function listReports(db: Db, page: PageRequest): Promise<Page<ReportSummaryRow> | null> {
  const list = byCreation(skillmatchReports);
  return pageNewestFirst(db, list, page, (where, limit) =>
    db
      .select({
        id: skillmatchReports.id,
        currentRole: skillmatchReports.currentRole,
        desiredRole: skillmatchReports.desiredRole,
        percent: skillmatchReports.percent,
        createdAt: skillmatchReports.createdAt,
      })
      .from(skillmatchReports)
      .where(where)
      .orderBy(...newestFirst(list))
      .limit(limit),
  );
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

/** Deletes the user's report; false when they have none with that id (another user's included). */
export async function deleteReport(db: Db, params: { userId: string; id: string }): Promise<boolean> {
  const deleted = await db
    .delete(skillmatchReports)
    .where(and(eq(skillmatchReports.id, params.id), eq(skillmatchReports.userId, params.userId)))
    .returning({ id: skillmatchReports.id });
  return deleted.length > 0;
}
