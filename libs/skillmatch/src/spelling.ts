// "Did you mean": a job title typed with a slip of the keys ('dta anlyst', 'analist', 'nurce') finds no occupation,
// and "Try a shorter or different word" leaves a career changer guessing. Each word the occupation names do not
// contain is replaced by the nearest word they do (Damerau-Levenshtein: a missing, extra, wrong or swapped letter);
// the most common of equally near words wins. Most slips are a single one, and few touch a word's first letter, so
// the offer is held to that shape: a job the catalogue lacks is not "corrected" into another word ('roofer' into
// 'trooper', 'porter' into 'worker', 'trader' into 'trainer'), which would send the user down a wrong path. Nor is a
// word spelt right corrected: one the catalogue's own descriptions and tasks use ('policy' is no slip for 'police',
// 'from' none for 'form'), or one of the job titles O*NET lists and reports people using, for jobs this catalogue may
// lack ('usher' is no slip for 'user', 'miner' none for 'mixer', 'leader' none for 'loader'); 'doctors' is still read
// as 'doctor'.
import type { Catalogue } from '@waypoint/domain';
import { JOB_TITLE_WORDS } from './catalogue/job-title-words';
import { nameWordsOf, proseWordsOf, singularOf } from './catalogue-words';
import { foldName } from './normalise';
import { searchOccupations } from './search-occupations';

/** The singular of a plural ('doctors', 'companies') when it is a word of the names, else null. */
function singularIn(word: string, vocabulary: Map<string, number>): string | null {
  const singular = singularOf(word);
  return singular !== word && vocabulary.has(singular) ? singular : null;
}

/** How many slips a word of this length may hold and still be read as another: one up to 8 letters, two beyond. */
const allowedSlips = (length: number) => (length <= 2 ? 0 : length <= 8 ? 1 : 2);

/** Up to this length a wrong or extra letter mostly spells another word ('cake'/'care', 'hat'/'at'). */
const SHORT_WORD = 4;

/**
 * Whether a catalogue word within reach of the typed one is a likely slip for it: the first letter kept (or swapped
 * with the second), and in a short word only a letter left out or two letters swapped.
 */
function isLikelySlip(typed: string, candidate: string): boolean {
  const swappedStart = typed[0] === candidate[1] && typed[1] === candidate[0];
  if (typed[0] !== candidate[0] && !swappedStart) return false;
  if (typed.length > SHORT_WORD) return true;
  return candidate.length === typed.length + 1 || (candidate.length === typed.length && [...typed].sort().join('') === [...candidate].sort().join(''));
}

/** Optimal string alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const jobTitleWords = new Set(JOB_TITLE_WORDS.split(/\s+/).filter(Boolean));

/**
 * Misspellings too far from the word for the slips above, but so common as to be the way many people write it:
 * 'vetinary', as it is said, drops two letters of 'veterinary'.
 */
const COMMON_MISSPELLINGS: ReadonlyMap<string, string> = new Map([
  ['vetinary', 'veterinary'],
  ['vetenary', 'veterinary'],
  ['vetinarian', 'veterinarian'],
  ['vetenarian', 'veterinarian'],
]);

function nearestWord(word: string, vocabulary: Map<string, number>): string | null {
  const limit = allowedSlips(word.length);
  if (limit === 0) return null;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [candidate, uses] of vocabulary) {
    const distance = editDistance(word, candidate, limit);
    if (distance > limit || !isLikelySlip(word, candidate)) continue;
    if (!best || distance < best.distance || (distance === best.distance && (uses > best.uses || (uses === best.uses && candidate < best.word)))) {
      best = { word: candidate, distance, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * The query with its misspelt words corrected, when that finds occupations the query as typed does not; null when
 * every word is already one the catalogue uses, when a word is too far from all of them, or when the correction
 * finds nothing either.
 */
export function spellingSuggestion(catalogue: Catalogue, query: string): string | null {
  const words = foldName(query).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const vocabulary = nameWordsOf(catalogue);
  const prose = proseWordsOf(catalogue);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (vocabulary.has(word) || /\d/.test(word)) {
      corrected.push(word);
      continue;
    }
    if (prose.has(word) || jobTitleWords.has(word)) {
      // Spelt right: kept, or read as the name it is the plural of.
      const singular = singularIn(word, vocabulary);
      corrected.push(singular ?? word);
      changed ||= singular !== null;
      continue;
    }
    const common = COMMON_MISSPELLINGS.get(word);
    const nearest = common && vocabulary.has(common) ? common : nearestWord(word, vocabulary);
    if (!nearest) return null;
    corrected.push(nearest);
    changed = true;
  }
  if (!changed) return null;
  const suggestion = corrected.join(' ');
  return searchOccupations(catalogue, suggestion, 1).length > 0 ? suggestion : null;
}
