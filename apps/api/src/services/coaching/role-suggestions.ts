// Roles to offer when a typed role is not one the catalogue knows by that name: a retail worker who types "Retail
// sales associate" should be offered "Retail Salesperson", not a list of eight tech jobs. The whole text is searched
// first; when that finds too few, each word is, and occupations that match more of the words come first. A single word
// counts only in an occupation's own name, and only a word for what the work is about: one word of an alternate title
// ('Bank Note Designer') offered an Industrial Designer for "Bank teller", 'learning' a Corporate Trainer for "Machine
// Learning", 'manager' an Engineering Manager for "Customer success manager" and 'agent' Insurance and Real Estate
// Agents for "Booking agent" (a title of travel agents). Top-ups in the field of what the whole text found come first:
// a "Cloud architect" is offered a Database Architect before an Architect of buildings. A slip of the keys ('Nurce',
// 'Sofware engineer') is read as the words the catalogue spells, as the careers search's "Did you mean" does: the roles
// those words name come first, so "Sofware engineer" is offered a Software Engineer before a Mechanical one.
import type { Catalogue } from '@waypoint/domain';
import { CAREER_STAGE_WORDS, normaliseSkillKey, searchOccupations, spellingSuggestion, TERMS_OF_WORK_WORDS, type OccupationHit } from '@waypoint/skillmatch';
import { fieldOf } from '../catalogue/career-fields';

/** Words that say nothing about which job it is. */
const NOISE = new Set(['and', 'the', 'for', 'with', 'sr', 'jr', 'level', 'entry', ...CAREER_STAGE_WORDS, ...TERMS_OF_WORK_WORDS]);
/** Words for the kind of post, not its field: alone they match jobs in any field. */
const KIND_OF_POST = new Set(['manager', 'assistant', 'associate', 'specialist', 'coordinator', 'officer', 'director', 'consultant', 'representative', 'executive', 'analyst', 'administrator', 'worker', 'clerk', 'agent', 'taker']);

export function roleSuggestions(catalogue: Catalogue, typed: string, max = 3): string[] {
  const corrected = spellingSuggestion(catalogue, typed);
  // Only what the corrected text names in whole words: a guessed 'nurse' is no reason to offer a Nursery Manager.
  const spelt = corrected ? searchOccupations(catalogue, corrected).filter((hit) => hit.wholeWords) : [];
  return unique([...spelt.map((hit) => hit.title), ...suggestionsFor(catalogue, typed, max, spelt)]).slice(0, max);
}

/** `meant`: what the corrected spelling found, whose field the words' roles keep to as the whole text's do. */
function suggestionsFor(catalogue: Catalogue, typed: string, max: number, meant: readonly OccupationHit[]): string[] {
  const wholeHits = searchOccupations(catalogue, typed, max);
  const whole = unique(wholeHits.map((hit) => hit.title));
  if (whole.length >= max) return whole.slice(0, max);
  const fields = new Set([...wholeHits, ...meant].map((hit) => fieldOf(hit.code)));
  const inField = (code: string) => (fields.has(fieldOf(code)) ? 1 : 0);
  const words = [...new Set(normaliseSkillKey(typed).split(' '))].filter((w) => w.length >= 3 && !NOISE.has(w));
  const tally = new Map<string, { code: string; title: string; words: number; score: number; namesField: boolean }>();
  for (const word of words) {
    // Whole words only: "bank" inside another word is no reason.
    for (const hit of searchOccupations(catalogue, word, 200).filter((h) => h.wholeWords)) {
      const entry = tally.get(hit.code) ?? { code: hit.code, title: hit.title, words: 0, score: 0, namesField: false };
      entry.words += 1;
      entry.score += hit.score;
      entry.namesField ||= hit.ownName && !KIND_OF_POST.has(word);
      tally.set(hit.code, entry);
    }
  }
  // Where the whole text (or its corrected spelling) found roles, one word alone tops up only in their field: 'machine'
  // offered a Miner (a loading machine operator) beside the Machine Learning Engineer, 'Sofware engineer' an HVAC
  // Technician (a gas engineer).
  // Alike so far, a role shown by a name holding one of the words comes first: for 'Sofware engineer' the Machine
  // Learning Engineer before the Database Architect (a 'Data Engineer').
  const shown = (title: string) => (normaliseSkillKey(title).split(' ').some((w) => words.includes(w)) ? 1 : 0);
  const ranked = [...tally.values()]
    .filter((entry) => entry.words >= 2 || (entry.namesField && (fields.size === 0 || inField(entry.code))))
    .sort((a, b) => b.words - a.words || inField(b.code) - inField(a.code) || b.score - a.score || shown(b.title) - shown(a.title) || a.title.localeCompare(b.title));
  // Too few matches for the whole text are topped up with those for its words.
  return unique([...whole, ...ranked.map((r) => r.title)]).slice(0, max);
}

function unique(titles: string[]): string[] {
  return [...new Set(titles)];
}
