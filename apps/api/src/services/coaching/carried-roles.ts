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

/** How fit for a step up, against the fittest, another step up must be. */
const STEP_UP_LIKENESS = 0.8;
/** What a manager's own texts naming the work left ("teachers", "nursing") add to its fit, as does a shared SOC major group. */
const STEP_UP_NAMES_WORK = 0.15;
/** Words that name no kind of work of themselves, at the end of a role's name ("social worker", "sales assistant"). */
const GENERIC_HEADS = new Set(['worker', 'workers', 'assistant', 'officer', 'specialist', 'clerk', 'technician', 'operator', 'associate', 'agent']);

/**
 * Roles that manage others: SOC major group 11 (Management), or a first-line supervisor of the work (xx-1xxx). Not
 * Farmers, Ranchers, and Other Agricultural Managers, who run their own farm (one was an electrician's way up).
 */
const OWN_FARM = '11-9013';
const manages = (o: Occupation) => (o.code.startsWith('11-') && !o.code.startsWith(OWN_FARM)) || /^First-Line Supervisors\b/.test(o.title);

/**
 * Up to `count` roles that manage work like `left`'s (named `leftName` by the writer), fittest first: the way up from
 * it ("an engineer who wants to move into management" got an Office Manager first; an Engineering Manager is the step
 * up). Fit is likeness by skills plus likeness by knowledge areas, the field a manager knows (managers share their
 * management skills, so skills alone made a social worker's way up a Procurement Manager), raised for a manager whose
 * own texts name the work ("observe teachers") or who shares its SOC major group (a Chef's Food Preparation
 * Supervisor). None that `excluded` says.
 */
export function stepUpRoles(left: Occupation, leftName: string, catalogue: Catalogue, count: number, excluded: (o: Occupation) => boolean): CarriedRole[] {
  const match = indexForMatching(catalogue, DEFAULT_MIN_IMPORTANCE);
  const position = match.positionByCode.get(left.code);
  if (position === undefined || count <= 0 || manages(left)) return [];
  const related = match.relatedTo(position);
  const likeness = new Map(Array.from(related.occupation, (o, i) => [o, related.similarity[i]!]));
  // Every word of the name that names work, in one of its texts ("software developer": not a Construction Manager's
  // "owner or developer").
  const named = words(leftName)
    .filter((word) => !GENERIC_HEADS.has(word))
    .map((word) => word.replace(/e$/, ''));
  const names = (text: string) => named.length > 0 && named.every((stem) => words(text).some((word) => word.startsWith(stem)));
  // A title naming it counts twice: a Nurse Manager is a Medical and Health Services Manager.
  const namesWork = (o: Occupation) => ([o.title, ...o.alternateTitles].some(names) ? 2 : [o.description, ...o.tasks].some(names) ? 1 : 0);
  const knows = knowledgeOf(match, left);
  const candidates: (CarriedRole & { fit: number })[] = [];
  match.occupations.forEach((occupation, o) => {
    if (o === position || !manages(occupation) || excluded(occupation)) return;
    const similarity = likeness.get(o) ?? 0;
    const raised = STEP_UP_NAMES_WORK * (namesWork(occupation) + (occupation.code.slice(0, 2) === left.code.slice(0, 2) ? 1 : 0));
    const fit = similarity + weightedJaccard(knows, knowledgeOf(match, occupation)) + raised;
    const shared = sharedSkills(match, left, occupation);
    if (fit > 0 && shared.length > 0) candidates.push({ occupation, similarity, shared, fit });
  });
  candidates.sort((a, b) => b.fit - a.fit || a.occupation.title.localeCompare(b.occupation.title));
  // Only those nearly as fit as the first: an accountant's way up is a Financial Manager, not an Engineering Manager.
  return candidates
    .filter((c) => c.fit >= STEP_UP_LIKENESS * candidates[0]!.fit)
    .slice(0, count)
    .map(({ occupation, similarity, shared }) => ({ occupation, similarity, shared }));
}

/** An occupation's knowledge areas (the fields it knows) by importance. */
const knowledgeOf = (match: MatchIndex, o: Occupation) => new Map(match.requirementsOf(o).filter((r) => r.kind === 'knowledge').map((r) => [r.name, r.importance]));

/** Weighted Jaccard likeness of two weightings: the sum of the lesser weights over the sum of the greater. */
function weightedJaccard(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    shared += Math.min(a.get(name) ?? 0, b.get(name) ?? 0);
    total += Math.max(a.get(name) ?? 0, b.get(name) ?? 0);
  }
  return total === 0 ? 0 : shared / total;
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
