// Where a career changer's experience carries (D26). "I'm a car mechanic and want to change careers" says which work
// the writer leaves and nothing about what they want: every word of it went before matching and no role was
// recommended at all. The roles that ask for most of what the left one asks for (skill match's related roles, by
// weighted skill likeness) are where their experience counts, each shown with the skills it shares.
import type { Catalogue, Occupation } from '@waypoint/domain';
import { DEFAULT_MIN_IMPORTANCE, indexForMatching, searchOccupations, type MatchIndex } from '@waypoint/skillmatch';

/** Shared skills quoted per carried role: enough to see why, short enough to read. */
const SHARED_SHOWN = 3;
/** SOC minor group 29-1, Healthcare Diagnosing or Treating Practitioners: each role its own degree and licence. */
const LICENSED_PRACTICE = '29-1';

export interface CarriedRole {
  occupation: Occupation;
  /** Skill likeness to the left role, 0-1. */
  similarity: number;
  /** Names of the skills both ask for, the most important to both first. */
  shared: string[];
}

/**
 * Sectors whose name is no role's, as people say they work in them, and the role most of their workers hold ("I work
 * in hospitality" found nothing; "admin" is what a Database Administrator is called for short).
 */
const SECTOR_ROLES: ReadonlyMap<string, string> = new Map([
  ['hospitality', 'waiter'],
  ['admin', 'administrative assistant'],
  ['administration', 'administrative assistant'],
]);

/**
 * The occupation a role or field the writer names is ("car mechanic", "theatre nurse", "retail"): the best search hit
 * holding the words whole; else, for the name without its first words, a role called exactly that ("theatre nurse" ->
 * "nurse": the head noun of an English job title comes last; not "civil service" -> "service", which is part of a
 * Service Desk Analyst's name). None for words no role is called ("a bit", "people person").
 */
export function occupationNamed(name: string, catalogue: Catalogue): Occupation | undefined {
  const bare = name.trim().replace(/^(?:the|a|an|my|our)\s+/i, '');
  const parts = (SECTOR_ROLES.get(bare.toLowerCase()) ?? bare).split(/\s+/);
  for (let start = 0; start < parts.length; start += 1) {
    const query = parts.slice(start).join(' ');
    const hit = searchOccupations(catalogue, query, 1).find((h) => h.wholeWords && (start === 0 || h.matched.toLowerCase() === query.toLowerCase()));
    if (hit) return catalogue.occupations.find((o) => o.code === hit.code);
  }
  return undefined;
}

/**
 * Up to `count` roles most like `left` by skills, most alike first. Not the same work under another name: none of its
 * broad group (an Acute Care Nurse is the nursing a Registered Nurse leaves), nor one named with the word that names
 * the role left ('Diesel Mechanic' for "car mechanic", 'Special Education Teacher' for a teacher); nor one asking two
 * Job Zones more preparation, or a health practitioner's licence; nor whatever `excluded` says.
 */
export function carriedRoles(left: Occupation, leftName: string, catalogue: Catalogue, count: number, excluded: (o: Occupation) => boolean): CarriedRole[] {
  if (count <= 0) return [];
  const match = indexForMatching(catalogue, DEFAULT_MIN_IMPORTANCE);
  const position = match.positionByCode.get(left.code);
  if (position === undefined) return [];
  const related = match.relatedTo(position);
  const broadGroup = left.code.slice(0, 6);
  const headWords = new Set([leftName, match.roleNames[position]!].map(headWord));
  // A health practitioner's licence is a degree of its own (an Orthopedic Surgeon was a nurse's fifth, a Podiatrist a
  // pharmacist's first).
  const tooFar = (o: Occupation) => (left.jobZone !== null && o.jobZone !== null && o.jobZone > left.jobZone + 1) || o.code.startsWith(LICENSED_PRACTICE);
  const found: CarriedRole[] = [];
  for (let i = 0; i < related.occupation.length && found.length < count; i += 1) {
    const o = related.occupation[i]!;
    const occupation = match.occupations[o]!;
    const sameWork = occupation.code.startsWith(broadGroup) || words(match.roleNames[o]!).some((word) => headWords.has(word));
    if (sameWork || tooFar(occupation) || excluded(occupation)) continue;
    // Shown only with a reason the user can check, as every recommendation is.
    const shared = sharedSkills(match, left, occupation);
    if (shared.length > 0) found.push({ occupation, similarity: related.similarity[i]!, shared });
  }
  return found;
}

/**
 * The skills both ask for that say most about the work: the most important to both, weighted by how few occupations ask
 * for them (Mechanical before Critical Thinking). Work styles (Dependability, Integrity) are left out: nearly every
 * occupation rates them, so they say nothing about why this one.
 */
function sharedSkills(match: MatchIndex, left: Occupation, other: Occupation): string[] {
  const theirs = new Map(match.requirementsOf(other).map((r) => [r.name, r.importance]));
  const n = match.occupations.length;
  return match
    .requirementsOf(left)
    .filter((r) => r.kind !== 'workStyle' && theirs.has(r.name))
    .map((r) => {
      const askedBy = match.postings.get(r.skillId)?.occupation.length ?? 0;
      return { name: r.name, weight: Math.min(r.importance, theirs.get(r.name)!) * (1 - askedBy / (n + 1)) };
    })
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .slice(0, SHARED_SHOWN)
    .map((s) => s.name);
}

const words = (name: string) => name.toLowerCase().split(/[^a-z]+/).filter(Boolean);

/** The word a job title is named for: its last ("Auto Mechanic" -> "mechanic"). */
const headWord = (name: string) => words(name).at(-1) ?? '';
