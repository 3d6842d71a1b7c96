// The words of a catalogue, worked out once per catalogue: those of its occupations' names (titles, role names,
// alternate titles), with how many names use each, and those of its descriptions and tasks (correctly spelt words,
// though not names of jobs). The spelling suggestions and the search read them.
import type { Catalogue } from '@waypoint/domain';
import { foldName } from './normalise';

const nameWords = new WeakMap<Catalogue, Map<string, number>>();
const proseWords = new WeakMap<Catalogue, Set<string>>();

/** Words of the catalogue's names, each with how many names use it. */
export function nameWordsOf(catalogue: Catalogue): Map<string, number> {
  let words = nameWords.get(catalogue);
  if (!words) {
    words = new Map();
    const names = [...catalogue.occupations.flatMap((o) => [o.title, ...o.alternateTitles]), ...catalogue.roleAliases.map((a) => a.role)];
    for (const name of names) for (const word of new Set(foldName(name).split(' '))) if (word.length >= 2) words.set(word, (words.get(word) ?? 0) + 1);
    nameWords.set(catalogue, words);
  }
  return words;
}

/** Words of the catalogue's descriptions and tasks. */
export function proseWordsOf(catalogue: Catalogue): Set<string> {
  let words = proseWords.get(catalogue);
  if (!words) {
    words = new Set(catalogue.occupations.flatMap((o) => [o.description, ...o.tasks]).flatMap((text) => foldName(text).split(' ')));
    proseWords.set(catalogue, words);
  }
  return words;
}

/** Whether the catalogue uses this word anywhere, or its plural. */
export function isCatalogueWord(catalogue: Catalogue, word: string): boolean {
  const names = nameWordsOf(catalogue);
  const prose = proseWordsOf(catalogue);
  return names.has(word) || prose.has(word) || names.has(`${word}s`) || prose.has(`${word}s`);
}

/** The singular of an English plural of four letters or more ('doctors', 'nannies', 'coaches'); other words as they are. */
export function singularOf(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
