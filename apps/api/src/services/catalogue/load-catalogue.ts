// The one catalogue loader (D21): the shipped default catalogue at start-up and an operator's O*NET/BLS import go
// through `loadCatalogue`. It validates, then replaces the catalogue in one transaction (readers see the old or the
// new catalogue, never half of each) under an advisory lock, with batch inserts. Loading the same catalogue twice
// leaves the same rows (idempotent).
import { createHash } from 'node:crypto';
import { CatalogueSchema, type Catalogue } from '@waypoint/domain';
import { defaultCatalogue } from '@waypoint/skillmatch';
import type { Db } from '../../db/client';
import { lockCatalogue, readCatalogueMeta, replaceCatalogue, type LoadProgress } from '../../db/queries/catalogue';

/** A content hash: equal catalogues get equal versions, so start-up can tell whether the shipped one changed. */
export function catalogueVersion(catalogue: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16);
}

let shippedVersion: string | undefined;
/** Version of the default catalogue shipped with this build (hashed once per process). */
export function defaultCatalogueVersion(): string {
  shippedVersion ??= catalogueVersion(defaultCatalogue);
  return shippedVersion;
}

export interface LoadOptions {
  origin: 'default' | 'import';
  now?: Date;
  onProgress?: LoadProgress;
  /**
   * Decides, under the lock, whether to load at all given what is loaded now (null = nothing); default: always.
   * Start-up uses it so replicas starting together load the default once.
   */
  when?: (loaded: { origin: string; version: string } | null, version: string) => boolean;
}

export interface LoadOutcome {
  loaded: boolean;
  version: string;
  occupations: number;
  skills: number;
}

export async function loadCatalogue(db: Db, catalogue: Catalogue, options: LoadOptions): Promise<LoadOutcome> {
  // Fail before touching the database: a malformed catalogue must not replace a good one.
  CatalogueSchema.parse(catalogue);
  const version = options.origin === 'default' && catalogue === defaultCatalogue ? defaultCatalogueVersion() : catalogueVersion(catalogue);
  const loaded = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockCatalogue(txDb);
    const meta = await readCatalogueMeta(txDb);
    if (options.when && !options.when(meta, version)) return false;
    await replaceCatalogue(txDb, catalogue, { origin: options.origin, version, loadedAt: options.now ?? new Date() }, options.onProgress);
    return true;
  });
  return { loaded, version, occupations: catalogue.occupations.length, skills: catalogue.skills.length };
}

/**
 * Start-up: loads the shipped default when the database has no catalogue, or has an older default one. An imported
 * catalogue is the operator's choice and is kept.
 */
export function ensureDefaultCatalogue(db: Db, now?: Date): Promise<LoadOutcome> {
  return loadCatalogue(db, defaultCatalogue, {
    origin: 'default',
    now,
    when: (loaded, version) => loaded === null || (loaded.origin === 'default' && loaded.version !== version),
  });
}
