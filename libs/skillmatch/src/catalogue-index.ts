// Lookup structures built once per catalogue object (memoised on identity, catalogues are treated as immutable).
import type { Catalogue, Occupation, Skill } from '@waypoint/domain';
import { SKILLMATCH_ROLE_OPTIONS, SKILLMATCH_TEXT } from '@waypoint/domain';
import { spellingVariants } from './british-spellings';
import { lookupKeys, normaliseSkillKey } from './normalise';
import { sameNameGroups } from './same-name-skills';

export class SkillMatchError extends Error {
  constructor(
    readonly code: 'UNKNOWN_ROLE',
    message: string,
    /** What the user may choose instead. */
    readonly allowed: readonly string[],
    /** The input field that held the role ('desiredRole'), when the caller named it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SkillMatchError';
  }
}

export interface CatalogueIndex {
  readonly catalogue: Catalogue;
  readonly skillsById: ReadonlyMap<string, Skill>;
  /** Normalised name or synonym -> skill ids (one typed name may credit several, e.g. a skill and a knowledge area). */
  readonly skillIdsByKey: ReadonlyMap<string, readonly string[]>;
  /** Skill id -> the ids shown under the same name (O*NET's skill and knowledge area Mathematics); see same-name-skills.ts. */
  readonly sameNameIds: ReadonlyMap<string, readonly string[]>;
  readonly occupationsByCode: ReadonlyMap<string, Occupation>;
  /** Normalised alias, title or alternate title -> occupation code (first one wins, aliases before titles). */
  readonly codeByRoleKey: ReadonlyMap<string, string>;
  /** Friendly name per code from roleAliases (the first alias listed for it). */
  readonly aliasByCode: ReadonlyMap<string, string>;
  /** Normalised alias -> the alias as listed (the first one wins): the name shown when the user chose an alias. */
  readonly aliasByRoleKey: ReadonlyMap<string, string>;
  /** Normalised alternate title -> the title as listed, where it leads to its own occupation: the name then shown. */
  readonly alternateTitleByRoleKey: ReadonlyMap<string, string>;
}

const cache = new WeakMap<Catalogue, CatalogueIndex>();

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const skillsById = new Map(catalogue.skills.map((s) => [s.id, s] as const));
  const skillIdsByKey = new Map<string, string[]>();
  const addKey = (key: string, id: string) => {
    if (key === '') return;
    const ids = skillIdsByKey.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    skillIdsByKey.set(key, ids);
  };
  for (const skill of catalogue.skills) {
    addKey(normaliseSkillKey(skill.name), skill.id);
    addKey(normaliseSkillKey(skill.id), skill.id);
    for (const synonym of skill.synonyms) addKey(normaliseSkillKey(synonym), skill.id);
  }
  const occupationsByCode = new Map(catalogue.occupations.map((o) => [o.code, o] as const));
  const codeByRoleKey = new Map<string, string>();
  const aliasByCode = new Map<string, string>();
  const aliasByRoleKey = new Map<string, string>();
  const alternateTitleByRoleKey = new Map<string, string>();
  const addRole = (name: string, code: string, alternate = false) => {
    const key = normaliseSkillKey(name);
    if (key === '' || codeByRoleKey.has(key)) return;
    codeByRoleKey.set(key, code);
    if (alternate) alternateTitleByRoleKey.set(key, name);
  };
  for (const alias of catalogue.roleAliases) {
    addRole(alias.role, alias.code);
    if (!aliasByCode.has(alias.code)) aliasByCode.set(alias.code, alias.role);
    const key = normaliseSkillKey(alias.role);
    if (!aliasByRoleKey.has(key)) aliasByRoleKey.set(key, alias.role);
  }
  for (const occ of catalogue.occupations) addRole(occ.title, occ.code);
  for (const occ of catalogue.occupations) for (const t of occ.alternateTitles) addRole(t, occ.code, true);
  const index: CatalogueIndex = {
    catalogue,
    skillsById,
    skillIdsByKey,
    sameNameIds: sameNameGroups(catalogue.skills),
    occupationsByCode,
    codeByRoleKey,
    aliasByCode,
    aliasByRoleKey,
    alternateTitleByRoleKey,
  };
  cache.set(catalogue, index);
  return index;
}

/** The name the product shows for an occupation: its friendly role name ('Software Engineer') if any, else its title. */
export function roleNameOf(index: CatalogueIndex, occupation: Pick<Occupation, 'code' | 'title'>): string {
  return index.aliasByCode.get(occupation.code) ?? occupation.title;
}

// People type and pick the same few names over and over: answers are kept per index, up to a bound (then started
// afresh), so a request rarely normalises a name.
const KEPT_PER_INDEX = 5_000;

function remembered<T>(memo: WeakMap<CatalogueIndex, Map<string, T>>, index: CatalogueIndex, name: string, find: () => T): T {
  let known = memo.get(index);
  if (!known) {
    known = new Map();
    memo.set(index, known);
  }
  if (known.has(name)) return known.get(name)!;
  const found = find();
  if (known.size >= KEPT_PER_INDEX) known.clear();
  known.set(name, found);
  return found;
}

const skillLookups = new WeakMap<CatalogueIndex, Map<string, readonly string[]>>();
const NONE: readonly string[] = [];

/**
 * Skill ids a typed name stands for; empty when the catalogue knows nothing by that name. A British spelling of a name
 * the catalogue spells the American way ('Financial modelling') stands for that name.
 */
export function skillIdsFor(index: CatalogueIndex, typed: string): readonly string[] {
  return remembered(skillLookups, index, typed, () => {
    for (const key of lookupKeys(typed)) {
      const ids = index.skillIdsByKey.get(key) ?? index.skillIdsByKey.get(americanKey(key, index.skillIdsByKey) ?? '');
      if (ids) return ids;
    }
    return NONE;
  });
}

/** The first reading of a key in American spelling (see british-spellings) that `keys` holds, if any. */
function americanKey(key: string, keys: ReadonlyMap<string, unknown>): string | undefined {
  return spellingVariants(key).find((variant) => variant !== key && keys.has(variant));
}

type ResolvedRole = { occupation: Occupation; displayName: string };
const roleLookups = new WeakMap<CatalogueIndex, Map<string, ResolvedRole | null>>();

/**
 * A role is resolved as: an occupation code ('15-1252.00'), else a role alias (the spec's role options and trending
 * roles), else an occupation title, else an alternate title; all case-, spacing- and punctuation-insensitive.
 * `field` names the input that held the role in the error, so a client can show it at that field.
 */
export function resolveRole(index: CatalogueIndex, role: string, field?: string): ResolvedRole {
  const resolved = remembered(roleLookups, index, role, () => findRole(index, role));
  if (!resolved) {
    throw new SkillMatchError('UNKNOWN_ROLE', SKILLMATCH_TEXT.unknownRole(role.trim()), [...SKILLMATCH_ROLE_OPTIONS], field);
  }
  return { ...resolved };
}

function findRole(index: CatalogueIndex, role: string): ResolvedRole | null {
  const trimmed = role.trim();
  const typedKey = normaliseSkillKey(trimmed);
  // 'Career Counsellor' is the Career Counselor the catalogue names.
  const key = index.codeByRoleKey.has(typedKey) ? typedKey : (americanKey(typedKey, index.codeByRoleKey) ?? typedKey);
  const byCode = index.occupationsByCode.get(trimmed);
  const code = byCode ? byCode.code : index.codeByRoleKey.get(key);
  const occupation = code === undefined ? undefined : index.occupationsByCode.get(code);
  if (!occupation) return null;
  // Show the name the user chose when it is a friendly alias ('Product Manager') or another title of the job
  // ('Data Analyst', not 'Data Scientist to Data Scientist'), otherwise the occupation's own.
  const named = index.aliasByRoleKey.get(key) ?? index.alternateTitleByRoleKey.get(key);
  return { occupation, displayName: named ? titleCase(named) : roleNameOf(index, occupation) };
}

/** Reported titles are sometimes all lower case ('software engineer'): shown as a name, they get capitals. */
function titleCase(name: string): string {
  return name === name.toLowerCase() ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
}

const moreRolesMemo = new WeakMap<CatalogueIndex, readonly string[]>();

/**
 * Every other occupation of the catalogue by the name the product shows for it, for the questionnaire's "More roles"
 * after the spec's eight: A to Z, each name once, and only names that lead back to their own occupation.
 */
export function moreRoleNames(index: CatalogueIndex): readonly string[] {
  const known = moreRolesMemo.get(index);
  if (known) return known;
  const specCodes = new Set(SKILLMATCH_ROLE_OPTIONS.map((role) => findRole(index, role)?.occupation.code));
  const names = new Set<string>();
  for (const occupation of index.catalogue.occupations) {
    if (specCodes.has(occupation.code)) continue;
    const name = roleNameOf(index, occupation);
    if (findRole(index, name)?.occupation.code === occupation.code) names.add(name);
  }
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'));
  moreRolesMemo.set(index, sorted);
  return sorted;
}
