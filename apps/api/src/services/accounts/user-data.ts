// The registry behind "download my data" (D15). Each feature that stores something for a user registers one
// section: a name and a function returning that user's rows as plain JSON. Deletion needs no registry: every
// such table references users.id with ON DELETE CASCADE.
import type { Db } from '../../db/client';

export type UserDataExporter = (db: Db, userId: string) => Promise<unknown>;

export interface UserDataRegistry {
  /** Adds a section to the export; names must be unique (a duplicate is a programming error). */
  register(section: string, exporter: UserDataExporter): void;
  sections(): string[];
  /** Every section for this user, in registration order. */
  collect(db: Db, userId: string): Promise<Record<string, unknown>>;
}

export function createUserDataRegistry(): UserDataRegistry {
  const exporters = new Map<string, UserDataExporter>();
  return {
    register(section, exporter) {
      if (exporters.has(section)) throw new Error(`user data section "${section}" is already registered`);
      exporters.set(section, exporter);
    },
    sections: () => [...exporters.keys()],
    async collect(db, userId) {
      const result: Record<string, unknown> = {};
      for (const [section, exporter] of exporters) result[section] = await exporter(db, userId);
      return result;
    },
  };
}
