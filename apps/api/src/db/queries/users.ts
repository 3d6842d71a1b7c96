import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users, type UserRow } from '../schema/users';

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string | null;
  linkedinUrl?: string | null;
  emailConfirmedAt?: Date | null;
  now: Date;
}

/** Inserts unless the address is taken (case-insensitive); returns null when it was. */
export async function insertUserIfNew(db: Db, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      fullName: user.fullName,
      passwordHash: user.passwordHash,
      linkedinUrl: user.linkedinUrl ?? null,
      emailConfirmedAt: user.emailConfirmedAt ?? null,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function markEmailConfirmed(db: Db, params: { userId: string; now: Date }): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${params.now.toISOString()}::timestamptz)`, updatedAt: params.now })
    .where(eq(users.id, params.userId));
}

/**
 * Moves the account to a new address, which a link sent there has just proved (so it counts as confirmed). False
 * when another account holds the address by now: the unique index refuses it, also in a race.
 */
export async function changeUserEmail(db: Db, params: { userId: string; email: string; now: Date }): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({ email: params.email, emailConfirmedAt: params.now, updatedAt: params.now })
      .where(eq(users.id, params.userId))
      .returning({ id: users.id });
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** PostgreSQL's unique_violation, from postgres.js or PGlite, bare or wrapped by drizzle (as its cause). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function setPasswordHash(db: Db, params: { userId: string; passwordHash: string; now: Date }): Promise<void> {
  await db.update(users).set({ passwordHash: params.passwordHash, passwordChangedAt: params.now, updatedAt: params.now }).where(eq(users.id, params.userId));
}

export interface ProfileChanges {
  fullName?: string;
  linkedinUrl?: string | null;
  avatarUrl?: string | null;
}

export async function updateProfile(db: Db, params: { userId: string; changes: ProfileChanges; now: Date }): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...params.changes, updatedAt: params.now })
    .where(eq(users.id, params.userId))
    .returning();
  return row ?? null;
}

/** Removes the account; ON DELETE CASCADE foreign keys remove everything that references it. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
