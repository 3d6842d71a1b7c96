import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, type SessionRow } from '../schema/sessions';
import { users, type UserRow } from '../schema/users';

export interface NewSession {
  userId: string;
  tokenHash: string;
  method: 'password' | 'oidc';
  userAgent?: string | null;
  ip?: string | null;
  now: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      method: session.method,
      userAgent: session.userAgent?.slice(0, 300) ?? null,
      ip: session.ip ?? null,
      createdAt: session.now,
      lastSeenAt: session.now,
    })
    .returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

export async function findSessionWithUser(db: Db, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Db, params: { id: string; now: Date }): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: params.now }).where(eq(sessions.id, params.id));
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Only deletes a session of this user: another user's session id matches nothing. */
export async function deleteUserSession(db: Db, params: { userId: string; sessionId: string }): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, params.sessionId), eq(sessions.userId, params.userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteUserSessions(db: Db, params: { userId: string; exceptSessionId?: string }): Promise<number> {
  const condition = params.exceptSessionId
    ? and(eq(sessions.userId, params.userId), ne(sessions.id, params.exceptSessionId))
    : eq(sessions.userId, params.userId);
  const rows = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return rows.length;
}

export function listUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}
