// Job recommendations from text (D26), built-in engine: BM25 over the catalogue's occupations (title, alternate
// titles, description, tasks, skill names), with reasons quoting which of the user's phrases met which trait.
import type { Catalogue, Occupation, Recommendation, RecommendationList, RecommendationReason } from '@waypoint/domain';
import { RECOMMENDATIONS_MAX } from '@waypoint/domain';
import { indexCatalogue, roleNameOf } from '@waypoint/skillmatch';
import { Bm25Index } from '../ai/text/bm25';
import { phrases, stem, terms } from '../ai/text/tokenise';

interface Trait {
  kind: RecommendationReason['kind'];
  text: string;
  terms: Set<string>;
}

interface CorpusEntry {
  occupation: Occupation;
  traits: Trait[];
}

interface Corpus {
  entries: CorpusEntry[];
  index: Bm25Index;
}

const corpusCache = new WeakMap<Catalogue, Corpus>();
/** Skills below this importance say little about what the job is about. */
const MIN_SKILL_IMPORTANCE = 3;
/** Score saturation: a BM25 sum of this size maps to about 63 of 100. */
const SCORE_SCALE = 12;
const MAX_REASONS = 3;
/**
 * Words every kind of job description uses ("help customers", "provide information", "perform duties"): on their own
 * they say nothing about which job fits, so they neither rank occupations nor make a reason.
 */
const GENERIC_TERMS = new Set(
  ['help', 'helping', 'work', 'working', 'provide', 'assist', 'perform', 'use', 'ensure', 'job', 'role', 'task', 'duties', 'including', 'related', 'various'].map(stem),
);
/**
 * The least informative weight a reason may carry: one term found in at most about a third of the occupations, or
 * several commoner ones together. "Solve problems" (in nearly every occupation) alone is not a reason.
 */
const MIN_REASON_WEIGHT = 1;
const PHRASE_MAX = 120;
const TRAIT_MAX = 160;

function corpusOf(catalogue: Catalogue): Corpus {
  const cached = corpusCache.get(catalogue);
  if (cached) return cached;
  const skills = indexCatalogue(catalogue).skillsById;
  const entries = catalogue.occupations.map((occupation) => {
    const trait = (kind: Trait['kind'], text: string): Trait => ({ kind, text, terms: new Set(terms(text)) });
    const skillTraits = occupation.skills
      .filter((s) => s.importance >= MIN_SKILL_IMPORTANCE)
      .map((s) => skills.get(s.skillId))
      .filter((s) => s !== undefined)
      .map((s) => ({ kind: 'skill' as const, text: s.name, terms: new Set(terms([s.name, ...s.synonyms].join(' '))) }));
    const traits: Trait[] = [
      trait('title', [occupation.title, ...occupation.alternateTitles].join(', ')),
      trait('description', occupation.description),
      ...occupation.tasks.map((t) => trait('task', t)),
      ...skillTraits,
    ];
    return { occupation, traits };
  });
  const documents = entries.map((e) =>
    e.traits.flatMap((t) => {
      const list = [...t.terms];
      // Titles say most about a job: counted twice.
      return t.kind === 'title' ? [...list, ...list] : list;
    }),
  );
  const corpus = { entries, index: new Bm25Index(documents) };
  corpusCache.set(catalogue, corpus);
  return corpus;
}

/** The terms of a user's text that can tell occupations apart. */
function specificTerms(text: string): string[] {
  return terms(text).filter((term) => !GENERIC_TERMS.has(term));
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;
}

/** For each user phrase, the occupation trait sharing the most informative terms with it; the best few. */
function reasonsFor(entry: CorpusEntry, userPhrases: { text: string; terms: Set<string> }[], index: Bm25Index): RecommendationReason[] {
  const candidates: { reason: RecommendationReason; weight: number }[] = [];
  for (const phrase of userPhrases) {
    let best: { trait: Trait; weight: number } | undefined;
    for (const trait of entry.traits) {
      let weight = 0;
      for (const term of phrase.terms) if (trait.terms.has(term)) weight += index.idf(term);
      if (weight >= MIN_REASON_WEIGHT && (!best || weight > best.weight)) best = { trait, weight };
    }
    if (best) candidates.push({ reason: { phrase: shorten(phrase.text, PHRASE_MAX), kind: best.trait.kind, trait: shorten(best.trait.text, TRAIT_MAX) }, weight: best.weight });
  }
  return candidates
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_REASONS)
    .map((c) => c.reason);
}

export function recommendOccupations(texts: readonly string[], catalogue: Catalogue, limit = RECOMMENDATIONS_MAX): RecommendationList {
  const corpus = corpusOf(catalogue);
  const index = indexCatalogue(catalogue);
  const userPhrases = texts.flatMap((t) => phrases(t)).map((text) => ({ text, terms: new Set(specificTerms(text)) }));
  const query = userPhrases.flatMap((p) => [...p.terms]);
  // Ranked on everything the user wrote; shown only with a reason the user can check (no reason, no recommendation).
  const recommendations: Recommendation[] = corpus.index
    .search(query, limit * 2)
    .map((hit) => {
      const entry = corpus.entries[hit.index]!;
      return {
        code: entry.occupation.code,
        title: roleNameOf(index, entry.occupation),
        score: Math.max(1, Math.round(100 * (1 - Math.exp(-hit.score / SCORE_SCALE)))),
        reasons: reasonsFor(entry, userPhrases, corpus.index),
      };
    })
    .filter((recommendation) => recommendation.reasons.length > 0)
    .slice(0, limit);
  return { recommendations };
}

/** A shortlist for the provider: the codes it may choose from, with enough text to judge them. */
export function shortlist(texts: readonly string[], catalogue: Catalogue, size = 20) {
  const corpus = corpusOf(catalogue);
  const query = texts.flatMap((t) => specificTerms(t));
  const hits = corpus.index.search(query, size);
  const chosen = hits.length > 0 ? hits.map((h) => corpus.entries[h.index]!.occupation) : catalogue.occupations.slice(0, size);
  return chosen.map((o) => ({ code: o.code, title: o.title, description: o.description, tasks: o.tasks.slice(0, 5) }));
}
