// Occupation search over titles, role aliases and alternate titles, ranked.
import type { Catalogue } from '@waypoint/domain';
import { spellingVariants } from './british-spellings';
import { indexCatalogue, roleNameOf } from './catalogue-index';
import { isCatalogueWord, singularOf } from './catalogue-words';
import { roleOfField } from './fields-of-work';
import { foldName, readSynonym } from './normalise';

export interface OccupationHit {
  code: string;
  title: string;
  /** The title or alias that matched best. */
  matched: string;
  score: number;
  /** Whether the query is in `matched` as whole words (exact, at its start or inside), not as part of a word. */
  wholeWords: boolean;
  /** Whether `matched` is the occupation's own title or one of its role names, not one of its alternate titles. */
  ownName: boolean;
}

const EXACT = 100;
const STARTS_WITH_WORDS = 80;
const STARTS_INSIDE_WORD = 70;
const HAS_WORDS = 60;
const HAS_INSIDE_WORD = 40;
const ALL_WORDS = 20;
const OWN_NAME_BONUS = 5;
const WHOLE_WORD_SCORES: ReadonlySet<number> = new Set([EXACT, STARTS_WITH_WORDS, HAS_WORDS]);

/**
 * Whether the query is in the name at the start of a word ('engin' in 'Flight Engineers', a word still being typed) or
 * starts the second word of a compound ('keeper' in 'Bookkeeper', 'man' in 'Salesman'); not where a word merely holds
 * its letters ('porter' in 'Reporters', 'actor' in 'Tractor', 'sre' in 'Newsreader').
 */
function inWordAt(n: string, q: string, isWord: (word: string) => boolean): boolean {
  for (let at = n.indexOf(q); at >= 0; at = n.indexOf(q, at + 1)) {
    const wordStart = n.lastIndexOf(' ', at - 1) + 1;
    const before = n.slice(wordStart, at);
    if (before === '') return true;
    // Both parts words: 'book|keeper', not 'new|sreader' ('SRE' found a Newsreader).
    const wordEnd = n.indexOf(' ', at) === -1 ? n.length : n.indexOf(' ', at);
    if (before.length >= 3 && isWord(before) && isWord(n.slice(at, wordEnd))) return true;
  }
  return false;
}

/**
 * Score of one folded name against the folded query: exact 100, starts with it as whole words 80, starts with it
 * inside a word 70, contains it as whole words 60, contains it inside a word 40 (queries of three letters or more: 'ux'
 * inside 'Auxiliary' is chance; at a word's start or ending a compound, see `inWordAt`), every query word present 20,
 * more than half of them 15 x the share present; the occupation's own title and role names earn +5, so they win ties
 * over alternate titles ('Project Manager' is the name of one occupation and an alternate title of several). Whole
 * words first: 'AI' is an AI Specialist before Air Crew Members. Ranked by score, then the roles Waypoint names (its
 * role list: the jobs people come from and go to, not Animal Breeders for 'AI'), then the shorter alternate title, then
 * title.
 */
function nameScore(n: string, q: string, isWord: (word: string) => boolean): number {
  if (n === q) return EXACT;
  if (n.startsWith(q)) return n[q.length] === ' ' ? STARTS_WITH_WORDS : STARTS_INSIDE_WORD;
  if (` ${n} `.includes(` ${q} `)) return HAS_WORDS;
  if (q.length >= 3 && inWordAt(n, q, isWord)) return HAS_INSIDE_WORD;
  const words = q.split(' ');
  if (words.length < 2) return 0;
  if (words.every((w) => n.includes(w))) return ALL_WORDS;
  // A job title as people write it ('Retail sales associate') may name the job in other words: more than half its words
  // (of three letters or more) present still finds it, below every whole match.
  const significant = words.filter((w) => w.length >= 3);
  const share = significant.filter((w) => n.includes(w)).length / Math.max(1, significant.length);
  return share > 0.5 ? Math.round(15 * share) : 0;
}

/**
 * Words for a stage of a career, not for a job: 'Trainee accountant', 'Junior developer' and 'Electrician apprentice'
 * are the job itself, sooner or later.
 */
export const CAREER_STAGE_WORDS: ReadonlySet<string> = new Set(
  ['junior', 'senior', 'trainee', 'apprentice', 'graduate', 'student', 'intern', 'lead', 'principal', 'chief', 'head', 'deputy'],
);

/**
 * Words for the terms a job is done on, not for the job: a 'Freelance photographer', an 'Experienced welder' and a
 * 'Locum pharmacist' do the Photographer's, the Welder's and the Pharmacist's work; so do the part-time, full-time and
 * self-employed (TERMS_OF_WORK_PAIRS: 'time' alone may be a job's word).
 */
export const TERMS_OF_WORK_WORDS: ReadonlySet<string> = new Set(
  ['freelance', 'freelancing', 'experienced', 'qualified', 'unqualified', 'certified', 'skilled', 'temporary', 'temp', 'casual', 'volunteer', 'voluntary', 'relief', 'locum', 'agency', 'contract', 'retired', 'former', 'aspiring', 'newly'],
);
/** 'Head of HR', 'Director of Finance', 'VP of Sales': the function headed is the group 1. */
const HEAD_OF = /^(?:head|director|vp|vice president|lead) of (?:the )?(.+)$/;
const TERMS_OF_WORK_PAIRS = /\b(?:part|full) time\b|\bself employed\b/g;

/**
 * The occupations whose names match the query best. An abbreviation the skill lookup knows is also tried as its words
 * ('QA' as 'quality assurance'), but never instead of the query as typed: 'UX' finds the role named 'UX Designer' before
 * occupations that only list 'User Experience Designer' among their alternate titles. A plural that finds nothing is
 * tried in the singular: O*NET titles are plural, role names singular, so 'doctors' finds the Family Doctor. A British
 * spelling that finds nothing in whole words is tried in the American spelling the catalogue uses, and a name that
 * still finds nothing as a manager of what it heads ('Head of HR' finds the Human Resources Manager), else without the
 * words for its career stage or its terms ('Trainee accountant' finds the Accountant, 'Freelance photographer' the
 * Photographer).
 */
export function searchOccupations(catalogue: Catalogue, query: string, limit = 10): OccupationHit[] {
  const hits = searchInSingularToo(catalogue, query, limit);
  if (hits.some((hit) => hit.wholeWords)) return hits;
  // British spelling of a name O*NET spells the American way: 'Career counsellor', 'Paediatric nurse'. Every reading
  // is tried, not only those of words the catalogue lacks: 'theatre' is in 'Theatre Director', 'Theater Actor' not. A
  // reading that finds the name in whole words wins over the letters as typed found inside other words ('mental health
  // counsellor' found an Environmental Scientist, for 'mental' in 'Environmental').
  const folded = foldName(query);
  const readings = spellingVariants(folded)
    .slice(1)
    .map((reading) => searchInSingularToo(catalogue, reading, limit));
  const inWholeWords = readings.find((found) => found.some((hit) => hit.wholeWords));
  if (inWholeWords) return inWholeWords;
  // A head of a function manages it: 'Head of HR' is an HR Manager (as typed it found a Chef, for 'Head Cooks'),
  // 'Director of Finance' a Finance Manager.
  const headOf = HEAD_OF.exec(folded);
  if (headOf) {
    const managers = searchOccupations(catalogue, `${headOf[1]} manager`, limit);
    if (managers.some((hit) => hit.wholeWords)) return managers;
  }
  if (hits.length > 0) return hits;
  const found = readings.find((r) => r.length > 0);
  if (found) return found;
  const job = folded
    .replace(TERMS_OF_WORK_PAIRS, '')
    .split(' ')
    .filter((word) => word !== '' && !CAREER_STAGE_WORDS.has(word) && !TERMS_OF_WORK_WORDS.has(word))
    .join(' ');
  return job !== folded && job !== '' ? searchOccupations(catalogue, job, limit) : hits;
}

function searchInSingularToo(catalogue: Catalogue, query: string, limit: number): OccupationHit[] {
  const hits = searchAsTyped(catalogue, query, limit);
  if (hits.length > 0) return hits;
  // The plural is the job's last word ('sales assistants', 'family doctors'): only that one is made singular.
  const words = foldName(query).split(' ');
  const singular = [...words.slice(0, -1), singularOf(words.at(-1)!)].join(' ');
  const inSingular = singular === words.join(' ') ? hits : searchAsTyped(catalogue, singular, limit);
  if (inSingular.length > 0) return inSingular;
  // Else the plural is what the work is on, as British titles write it: a 'games developer' (nothing) is O*NET's
  // game developer.
  const allSingular = words.map(singularOf).join(' ');
  return allSingular === singular ? inSingular : searchAsTyped(catalogue, allSingular, limit);
}

function searchAsTyped(catalogue: Catalogue, query: string, limit: number): OccupationHit[] {
  const q = foldName(query);
  if (q === '') return [];
  const expanded = readSynonym(q);
  // A field is searched for its role too: 'nursing' finds the Nurse first, then the Nursing Assistant, and 'social
  // work' the Social Worker before the Social Work Assistant.
  const role = roleOfField(q);
  const isWord = (word: string) => isCatalogueWord(catalogue, word);
  const scoreOf = (name: string) => {
    const n = foldName(name);
    const asTyped = expanded === q ? nameScore(n, q, isWord) : Math.max(nameScore(n, q, isWord), nameScore(readSynonym(n), expanded, isWord));
    return role ? Math.max(asTyped, nameScore(n, role, isWord)) : asTyped;
  };
  const index = indexCatalogue(catalogue);
  const aliasesByCode = new Map<string, string[]>();
  for (const a of catalogue.roleAliases) aliasesByCode.set(a.code, [...(aliasesByCode.get(a.code) ?? []), a.role]);
  const hits: OccupationHit[] = [];
  for (const occ of catalogue.occupations) {
    let best = { matched: occ.title, score: 0, wholeWords: false, ownName: false };
    const consider = (name: string, ownName: boolean) => {
      const score = scoreOf(name);
      const total = score + (ownName ? OWN_NAME_BONUS : 0);
      if (score > 0 && total > best.score) best = { matched: name, score: total, wholeWords: WHOLE_WORD_SCORES.has(score), ownName };
    };
    consider(occ.title, true);
    for (const alias of aliasesByCode.get(occ.code) ?? []) consider(alias, true);
    if (occ.code.startsWith(query.trim())) best = { matched: occ.code, score: EXACT, wholeWords: true, ownName: true };
    for (const name of occ.alternateTitles) consider(name, false);
    if (best.score > 0) hits.push({ code: occ.code, title: roleNameOf(index, occ), ...best });
  }
  const named = (hit: OccupationHit) => (aliasesByCode.has(hit.code) ? 0 : 1);
  // Of names that hold the query alike, a role shown by a name with a word starting with the query first: for
  // 'developer' the Web Developer before the Business Intelligence Analyst (a 'BI Developer'), for 'analyst' the
  // Financial Analyst before the Cost Estimator (O*NET lists 'Analyst' under both); for a field, a name with its role's
  // word ('writing': the Technical Writer before the Journalist, a 'Food Writer').
  const shown = (hit: OccupationHit) => ([q, role].some((word) => word !== undefined && ` ${foldName(hit.title)}`.includes(` ${word}`)) ? 0 : 1);
  // Then, of alternate titles, the shorter is the closer: 'Registered Nurse' in 'Advanced Practice Registered Nurse'
  // before 'Aesthetic RN Injector (Aesthetic Registered Nurse Injector)', a beauty therapist's.
  const closeness = (hit: OccupationHit) => (hit.ownName ? 0 : hit.matched.length);
  return hits
    .sort((a, b) => b.score - a.score || named(a) - named(b) || shown(a) - shown(b) || closeness(a) - closeness(b) || a.title.localeCompare(b.title) || a.code.localeCompare(b.code))
    .slice(0, limit);
}
