// Roadmaps and practice attempts of signed-in users. Every read is scoped by user id: another user's row is
// indistinguishable from a missing one.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { practiceAttempts, roadmaps, type PracticeAttemptRow, type RoadmapRow } from '../schema/coaching';
import { byCreation, newestFirst, pageNewestFirst, type Page, type PageRequest } from './newest-first';

export async function insertRoadmap(db: Db, params: { userId: string; input: unknown; plan: unknown; now: Date }): Promise<RoadmapRow> {
  const [row] = await db
    .insert(roadmaps)
    .values({ userId: params.userId, input: params.input, plan: params.plan, createdAt: params.now, updatedAt: params.now })
    .returning();
  return row!;
}

export async function latestRoadmap(db: Db, userId: string): Promise<RoadmapRow | null> {
  const [row] = await db.select().from(roadmaps).where(eq(roadmaps.userId, userId)).orderBy(desc(roadmaps.createdAt), desc(roadmaps.id)).limit(1);
  return row ?? null;
}

export async function updateRoadmapPlan(db: Db, params: { userId: string; id: string; plan: unknown; input?: unknown; now: Date }): Promise<void> {
  await db
    .update(roadmaps)
    .set({ plan: params.plan, updatedAt: params.now, ...(params.input === undefined ? {} : { input: params.input }) })
    .where(and(eq(roadmaps.id, params.id), eq(roadmaps.userId, params.userId)));
}

/** Deletes every plan of the user (the latest is their roadmap; older ones would come back in its place). */
export async function deleteRoadmaps(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(roadmaps).where(eq(roadmaps.userId, userId)).returning({ id: roadmaps.id });
  return deleted.length;
}

export async function listAllRoadmaps(db: Db, userId: string): Promise<RoadmapRow[]> {
  return db.select().from(roadmaps).where(eq(roadmaps.userId, userId)).orderBy(asc(roadmaps.createdAt));
}

export async function insertPracticeAttempt(
  db: Db,
  params: Omit<PracticeAttemptRow, 'id' | 'createdAt'> & { now: Date },
): Promise<PracticeAttemptRow> {
  const { now, ...values } = params;
  const [row] = await db.insert(practiceAttempts).values({ ...values, createdAt: now }).returning();
  return row!;
}

/** A page of the user's attempts, newest first (see newest-first.ts); null when `before` is not one of theirs. */
export function pagePracticeAttempts(db: Db, page: PageRequest): Promise<Page<PracticeAttemptRow> | null> {
  const list = byCreation(practiceAttempts);
  return pageNewestFirst(db, list, page, (where, limit) =>
    db.select().from(practiceAttempts).where(where).orderBy(...newestFirst(list)).limit(limit),
  );
}

/** Deletes the user's attempt; false when they have none with that id (another user's included). */
export async function deletePracticeAttempt(db: Db, params: { userId: string; id: string }): Promise<boolean> {
  const deleted = await db
    .delete(practiceAttempts)
    .where(and(eq(practiceAttempts.id, params.id), eq(practiceAttempts.userId, params.userId)))
    .returning({ id: practiceAttempts.id });
  return deleted.length > 0;
}

/** Oldest first: progress reads them in time order. */
export async function listPracticeAttempts(db: Db, userId: string): Promise<PracticeAttemptRow[]> {
  return db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, userId)).orderBy(asc(practiceAttempts.createdAt), asc(practiceAttempts.id));
}
