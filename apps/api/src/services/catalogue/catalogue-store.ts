// The engine reads a Catalogue object, so the catalogue is read from the database once and kept in memory. Another
// process (the import CLI, another replica) may load a new one: the store re-checks the one-row meta at most every
// `recheckMs` and reloads when its version changed; `invalidate()` forces it after an import in this process.
import type { Catalogue } from '@waypoint/domain';
import type { Db } from '../../db/client';
import { readCatalogue, readCatalogueMeta } from '../../db/queries/catalogue';

export interface LoadedCatalogue {
  catalogue: Catalogue;
  version: string;
  origin: string;
  source: string;
  loadedAt: Date;
}

export interface CatalogueStore {
  get(): Promise<LoadedCatalogue>;
  invalidate(): void;
}

export function createCatalogueStore(opts: { db: Db; recheckMs?: number; now?: () => number }): CatalogueStore {
  const recheckMs = opts.recheckMs ?? 30_000;
  const now = opts.now ?? Date.now;
  let cached: LoadedCatalogue | undefined;
  let checkedAt = 0;
  let pending: Promise<LoadedCatalogue> | undefined;

  async function refresh(): Promise<LoadedCatalogue> {
    const meta = await readCatalogueMeta(opts.db);
    if (!meta) throw new Error('No occupation catalogue is loaded (the default is loaded at start-up).');
    if (cached && cached.version === meta.version && cached.loadedAt.getTime() === meta.loadedAt.getTime()) {
      checkedAt = now();
      return cached;
    }
    const catalogue = await readCatalogue(opts.db);
    cached = { catalogue, version: meta.version, origin: meta.origin, source: meta.source, loadedAt: meta.loadedAt };
    checkedAt = now();
    return cached;
  }

  return {
    get() {
      if (cached && now() - checkedAt < recheckMs) return Promise.resolve(cached);
      // One refresh at a time: concurrent requests share it.
      pending ??= refresh().finally(() => (pending = undefined));
      return pending;
    },
    invalidate() {
      checkedAt = 0;
      cached = undefined;
    },
  };
}
