// Job recommendations from text (D26), built-in engine: BM25 over the catalogue's occupations (title, alternate
// titles, description, tasks, skill names), with reasons quoting which of the user's phrases met which trait. Naming a
// role or one of its skills word for word ("instructional design") counts on top of the shared words; figures of speech
// ("work-life balance", "the big picture") and what the user says they do not want ("tired of night shifts") count
// for nothing.
import type { Catalogue, Occupation, Recommendation, RecommendationList, RecommendationReason } from '@waypoint/domain';
import { RECOMMENDATIONS_MAX } from '@waypoint/domain';
import { inCatalogueSpelling, indexCatalogue, roleNameOf, roleWordsOfFields } from '@waypoint/skillmatch';
import { Bm25Index } from '../ai/text/bm25';
import { plainPhrases } from '../ai/text/everyday-phrases';
import { literalText } from '../ai/text/figures-of-speech';
import { americanWord, phrases, stem, terms, words } from '../ai/text/tokenise';
import { withoutOthersWork } from '../ai/text/others-work';
import { heldFields, heldRoles, leavesClinicalWork, leftRoles, wishedFor, wishesChange, wishesStepUp, withoutUnwanted } from '../ai/text/unwanted';
import { withoutWritersTerms } from '../ai/text/writers-terms';
import { carriedRoles, occupationNamed, stepUpRoles, type CarriedRole } from './carried-roles';

interface Trait {
  kind: RecommendationReason['kind'];
  text: string;
  terms: Set<string>;
  /** For a title or a skill: its name (and a skill's synonyms) as term sequences a user may write word for word. */
  names: string[][];
  /** For a role name of one word ('Nurse'): that word, lower-case, as a user would write it after "a" or "an". */
  roleWord?: string;
  /** For a skill: the terms of its name and of each synonym, one list each, however short. */
  skillNames?: string[][];
  /** For a skill: how important the occupation rates it (1-5). */
  importance?: number;
}

interface CorpusEntry {
  occupation: Occupation;
  /** Reason candidates: every title on its own (the friendly role name first), description, tasks, skills. */
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
/** The least a role named word for word adds: half the scale, about 39 of 100 on its own. */
const NAMED_TITLE_MIN = SCORE_SCALE / 2;
const MAX_REASONS = 3;
/** How much more than once the place a writer says they want to move into counts (see recommendOccupations). */
const WISH_WEIGHT = 2;
/**
 * Words every kind of job description uses ("help customers", "provide information", "perform duties"): on their own
 * they say nothing about which job fits, so they neither rank occupations nor make a reason. "Solve problems" is what
 * nearly everyone says of their work; the catalogue's trades and service jobs rate no Complex Problem Solving, so idf
 * alone would take it for a sign of an office job. In a thrive answer "career" is the writer's own, not a Career
 * Counselor's work (naming that role word for word still counts), "I need" is no customer's needs, "a place where"
 * no Baker's "place items into ovens" and a move into development no Warehouse Worker's "move freight". Everyday
 * verbs and adverbs of a story ("things go wrong", "comes back", "when a class finally gets it", "the right product",
 * "running classes", "meeting new people", "an event that runs smoothly", "while they're away") are not the Go language,
 * a backup, a final layout, a lawyer's rights, a program that runs, a painter's new and smooth surfaces or a Tree
 * Surgeon's branches cut away. Becoming something is the writer's wish, not a Technical Writer's "become familiar".
 */
const GENERIC_TERMS = new Set(
  [
    ...['help', 'helping', 'work', 'working', 'provide', 'assist', 'perform', 'use', 'ensure', 'job', 'role', 'task', 'duties', 'including', 'related', 'various'],
    ...['solve', 'solving', 'career', 'need', 'place', 'move'],
    ...['go', 'goes', 'going', 'went', 'gone', 'grow', 'growing', 'turn', 'back', 'day', 'days', 'clear', 'finally', 'right', 'run', 'running', 'ran'],
    ...['new', 'smoothly', 'away', 'become', 'becoming', 'became'],
    // A direction is no work: "towards" met a Firefighter moving toward the source of a fire; nor is being together
    // ("my team hits a deadline together" met an Oil Rig Worker's and a Steel Fixer's parts fastened together).
    ...['toward', 'towards', 'together'],
    // Counting and "true" are how, not what: "three languages" met an Animator's three-dimensional images, "true
    // crime" a Carpenter's trueness of structure.
    ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'true'],
    // A colleague is the writer's own, in any work: "a colleague finally gets it" met lecturers "talking with colleagues"
    // and an Astronomer's junior colleagues (what a colleague is helped to do still counts: everyday-phrases.ts).
    ...['colleague', 'colleagues'],
    // "Different" is how varied, not what: "a different site every day" met an Artist's different techniques. "I used
    // to be" is the writer's past, not a Fisherman's "equipment to be used", and "industry" (as against academia)
    // no Financial Analyst's industry trends.
    ...['different', 'used', 'industry', 'industries'],
  ].map(stem),
);
/**
 * The least informative weight a reason may carry: one term found in at most about a third of the occupations, or
 * several commoner ones together. "Solve problems" (in nearly every occupation) alone is not a reason.
 */
const MIN_REASON_WEIGHT = 1;
/**
 * Words for where or for whom one works, not for the work. Occupation texts use them as boilerplate in unrelated
 * jobs (a bookkeeper's "Comply with federal, state, and company policies"), so "a remote edtech company" or "state
 * schools" met that task on "company" and "state" alone, quoted as if the phrase (edtech) fitted bookkeeping. In a
 * catalogue of tens of occupations idf cannot tell these words are common, so they are named here. Dropped as whole
 * words before stemming, on both sides: "state" stems to "stat", the stem of "stats" (a Statistics synonym).
 */
const SETTING_WORDS = new Set(['company', 'companies', 'organization', 'organizations', 'organisation', 'organisations', 'state', 'states', 'federal', 'local']);
/**
 * A name of two or more words written in its order is a mention of that role or skill ("instructional design" names
 * Instructional Designer and the skill Instructional design). A single word is no more than BM25 already weighs.
 */
const MIN_NAME_TERMS = 2;
/** Step-up roles recommended at most (see stepUpRoles): the few that manage work most like the role left. */
const STEP_UPS_MAX = 3;
/** SOC major groups of clinical work: Healthcare Practitioners and Technical, Healthcare Support. */
const CLINICAL_GROUPS = ['29-', '31-'];
const PHRASE_MAX = 120;
const TRAIT_MAX = 160;

/**
 * Stemmed terms of a text without its setting words. IT, in capitals, is information technology, in a user's text
 * ("working in IT") as in occupation names ("IT Manager"): lower-cased it is the stop word "it", and said nothing.
 */
function contentTerms(text: string): string[] {
  return terms(
    words(text.replace(/\bIT\b/g, 'information technology'))
      .filter((word) => !SETTING_WORDS.has(word))
      .join(' '),
  );
}

/**
 * The words a phrase puts after "a" or "an" said of what someone is, was or would be ("I was a nurse", "as a qualified
 * teacher", "to become a vet", or the phrase's first words: "A pharmacist"), up to three, and the role words of the
 * fields it names ("nursing" is a nurse's): where a one-word role name counts as a mention. Not any "a": someone who
 * found a buyer or helped a teacher is neither. Matched as written (in American spelling where the catalogue spells a
 * word both ways: a labourer is its Laborer), not as stems: stems join "buyer" and "buy", "painter" and "painting", and
 * the verb "judge" with the judge.
 */
function roleWordsOf(text: string): Set<string> {
  const found = new Set<string>(roleWordsOfFields(text));
  const lower = text.toLowerCase();
  // Every word in reach of the article, so "a children's nurse" gives "nurse" as well as "children's".
  for (const article of lower.matchAll(/(?:^\s*|\b(?:am|i['’]?m|is|are|was|were|be|being|been|become|becomes|became|becoming|as)\s+)an?\s+/g)) {
    const after = lower.slice(article.index + article[0].length).match(/^(?:[a-z'-]+\s+){0,2}[a-z'-]+/)?.[0] ?? '';
    for (const word of after.split(/\s+/)) found.add(americanWord(word));
  }
  return found;
}

/**
 * The words a text says only of what the writer does not want, in American spelling: a role among them is no role word
 * of theirs, though a field they do want names it ("interested in law but I don't want to be a lawyer" put a Lawyer
 * first, for law).
 */
function rejectedWords(text: string, leaving: boolean): Set<string> {
  const kept = new Set(words(withoutUnwanted(text, leaving)));
  return new Set(words(text).filter((word) => !kept.has(word)).map(americanWord));
}

/** Name sequences worth matching as a whole (see MIN_NAME_TERMS). */
function nameSequences(names: readonly string[]): string[][] {
  return names.map(contentTerms).filter((sequence) => sequence.length >= MIN_NAME_TERMS);
}

const aliasesOf = (catalogue: Catalogue, occupation: Occupation): string[] =>
  catalogue.roleAliases.filter((alias) => alias.code === occupation.code).map((alias) => alias.role);

/** Every name the occupation goes by, each once: friendly role names first (the one the product shows), then O*NET's. */
function titlesOf(catalogue: Catalogue, occupation: Occupation, friendly: string): string[] {
  const seen = new Set<string>();
  return [friendly, ...aliasesOf(catalogue, occupation), occupation.title, ...occupation.alternateTitles].filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function corpusOf(catalogue: Catalogue): Corpus {
  const cached = corpusCache.get(catalogue);
  if (cached) return cached;
  const catalogueIndex = indexCatalogue(catalogue);
  const skills = catalogueIndex.skillsById;
  const entries = catalogue.occupations.map((occupation) => {
    const trait = (kind: Trait['kind'], text: string): Trait => ({ kind, text, terms: new Set(contentTerms(text)), names: [] });
    const friendly = roleNameOf(catalogueIndex, occupation);
    const roleNames = new Set([friendly, ...aliasesOf(catalogue, occupation)].map((name) => name.toLowerCase()));
    const titleTraits = titlesOf(catalogue, occupation, friendly).map((title): Trait => {
      const oneWordRole = roleNames.has(title.toLowerCase()) && /^[a-z]+$/i.test(title);
      return { ...trait('title', title), names: nameSequences([title]), ...(oneWordRole ? { roleWord: americanWord(title.toLowerCase()) } : {}) };
    });
    const skillTraits = occupation.skills
      .filter((s) => s.importance >= MIN_SKILL_IMPORTANCE)
      .flatMap((rating): Trait[] => {
        const s = skills.get(rating.skillId);
        if (!s) return [];
        const names = [s.name, ...s.synonyms];
        const skillNames = names.map(contentTerms);
        return [{ kind: 'skill', text: s.name, terms: new Set(contentTerms(names.join(' '))), names: nameSequences(names), skillNames, importance: rating.importance }];
      });
    const traits: Trait[] = [...titleTraits, trait('description', occupation.description), ...occupation.tasks.map((t) => trait('task', t)), ...skillTraits];
    return { occupation, traits };
  });
  const documents = entries.map(({ occupation, traits }) => {
    // Titles say most about a job: the terms of its O*NET title and alternate titles, counted twice.
    const titleTerms = [...new Set(contentTerms([occupation.title, ...occupation.alternateTitles].join(', ')))];
    return [...titleTerms, ...titleTerms, ...traits.filter((t) => t.kind !== 'title').flatMap((t) => [...t.terms])];
  });
  const corpus = { entries, index: new Bm25Index(documents) };
  corpusCache.set(catalogue, corpus);
  return corpus;
}

/**
 * What a user's text says literally about work they want, in the words (and the spelling) occupation texts use: not
 * its figures of speech, nor what they would leave, nor other people's jobs, nor their own terms (pay, hours, team).
 */
function wantedWords(text: string, corpus: Corpus, leaving: boolean): string {
  const knows = (word: string) => terms(word).every((term) => corpus.index.has(term));
  return literalText(plainPhrases(withoutWritersTerms(inCatalogueSpelling(withoutOthersWork(withoutUnwanted(text, leaving)), knows))));
}

/** The terms of a user's text that can tell occupations apart. */
function specificTerms(text: string): string[] {
  return contentTerms(text).filter((term) => !GENERIC_TERMS.has(term));
}

/** Cut at a word boundary, never mid-word; trailing punctuation goes so the '...' does not become '....'. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = max - 3;
  const space = text.lastIndexOf(' ', room);
  const kept = space > 0 ? text.slice(0, space) : text.slice(0, room);
  return `${kept.replace(/[\s,;:.!?-]+$/, '')}...`;
}

interface UserPhrase {
  text: string;
  /** Specific terms, for shared-word weights. */
  terms: Set<string>;
  /** All content terms in order, for spotting a name written word for word. */
  sequence: string[];
  /** The words after "a" or "an", as written, and the role words of the fields named (see roleWordsOf). */
  roleWords: Set<string>;
  /** The words said only of what is not wanted (see rejectedWords). */
  rejected: Set<string>;
}

function contains(sequence: readonly string[], name: readonly string[]): boolean {
  for (let start = 0; start + name.length <= sequence.length; start += 1) {
    if (name.every((term, offset) => sequence[start + offset] === term)) return true;
  }
  return false;
}

/** Whether the phrase shares more than half of a name's terms. */
function saysMostOf(phrase: UserPhrase, name: readonly string[]): boolean {
  return name.filter((term) => phrase.terms.has(term)).length * 2 > name.length;
}

/**
 * The weight of a trait's name the phrase writes word for word, or of a one-word role name it says someone is: the idf
 * of its terms (0 when not mentioned; a role word at least MIN_REASON_WEIGHT, however common the word).
 */
function mentionWeight(trait: Trait, phrase: UserPhrase, index: Bm25Index): number {
  const { roleWord } = trait;
  let best = roleWord && phrase.roleWords.has(roleWord) ? Math.max(MIN_REASON_WEIGHT, terms(roleWord).reduce((sum, term) => sum + index.idf(term), 0)) : 0;
  for (const name of trait.names) {
    if (!contains(phrase.sequence, name)) continue;
    best = Math.max(best, [...new Set(name)].reduce((sum, term) => sum + index.idf(term), 0));
  }
  return best;
}

/**
 * How much of a named skill's weight an occupation gets: in proportion to how important the job rates the skill, from
 * a third at importance 3 (the least a skill trait has) to all of it at 5. Every job that uses Public Safety and
 * Security got the same bonus for "keeping people safe", a House Painter (3.9) as much as a Security Guard (4.7).
 */
function importanceShare(importance = 5): number {
  return Math.min(1, Math.max(0, (importance - 2) / 3));
}

/**
 * What naming the occupation's roles and skills adds to its BM25 score: the best-named title once (one role, however
 * many of its titles were written) plus each named skill once, over all phrases.
 */
function mentionBonus(entry: CorpusEntry, userPhrases: readonly UserPhrase[], index: Bm25Index): number {
  let title = 0;
  let skills = 0;
  for (const trait of entry.traits) {
    if (trait.names.length === 0 && trait.roleWord === undefined) continue;
    const weight = Math.max(0, ...userPhrases.map((phrase) => mentionWeight(trait, phrase, index)));
    // A role written out counts at least NAMED_TITLE_MIN, however common its words ("social worker").
    if (trait.kind === 'title') title = Math.max(title, weight > 0 ? Math.max(weight, NAMED_TITLE_MIN) : 0);
    else skills += weight * importanceShare(trait.importance);
  }
  return title + skills;
}

/**
 * For each user phrase, the occupation trait sharing the most informative terms with it (a name the phrase writes
 * word for word counts again); each trait quoted once, for its best phrase; the best few.
 */
function reasonsFor(entry: CorpusEntry, userPhrases: readonly UserPhrase[], index: Bm25Index): RecommendationReason[] {
  const byTrait = new Map<Trait, { phrase: UserPhrase; weight: number }>();
  for (const phrase of userPhrases) {
    let best: { trait: Trait; weight: number } | undefined;
    for (const trait of entry.traits) {
      let weight = 0;
      let shared = 0;
      for (const term of phrase.terms) {
        if (!trait.terms.has(term)) continue;
        weight += index.idf(term);
        shared += 1;
      }
      // A job title written word for word is a reason however common its words: "social worker" (both in nearly
      // every occupation's texts) found nothing at all.
      const named = trait.kind === 'title' && mentionWeight(trait, phrase, index) > 0;
      if (weight < MIN_REASON_WEIGHT && !named) continue;
      // A job title is quoted only when the phrase says most of it: "people I trust" does not name a Trust
      // Officer, nor "a second line" a Commercial Lines Manager.
      if (trait.kind === 'title' && shared * 2 <= trait.terms.size && !named) continue;
      // A skill likewise, by its name or one synonym: "fixing cars and engines" is no Search engine optimization, nor
      // a Unity ('unity engine').
      if (trait.skillNames && !trait.skillNames.some((name) => saysMostOf(phrase, name))) continue;
      weight += mentionWeight(trait, phrase, index);
      if (!best || weight > best.weight) best = { trait, weight };
    }
    // The same task twice, under two phrases, reads as padding: it stays with the phrase it fits best.
    const kept = best && byTrait.get(best.trait);
    if (best && (!kept || best.weight > kept.weight)) byTrait.set(best.trait, { phrase, weight: best.weight });
  }
  return [...byTrait.entries()]
    .sort((a, b) => b[1].weight - a[1].weight)
    .slice(0, MAX_REASONS)
    .map(([trait, { phrase }]) => ({ phrase: shorten(phrase.text, PHRASE_MAX), kind: trait.kind, trait: shorten(trait.text, TRAIT_MAX) }));
}

/**
 * Which occupations the writer turns down. A role turned down by its one-word name ("not as a doctor", "I don't want to
 * cook"), unless another phrase names it as wanted; one they leave, by every word of its name ("I'm a graphic designer
 * and I want to move into UX" kept the Graphic Designer among the first five); and every role named for a field they
 * leave (after "I've worked in retail for 10 years and want to move into HR" a Retail Salesperson came first).
 */
function turnedDownBy(userPhrases: readonly UserPhrase[], leftFieldNames: readonly string[]): (entry: CorpusEntry) => boolean {
  const turnedDown = new Set(userPhrases.flatMap((p) => [...p.rejected]).filter((word) => !userPhrases.some((p) => p.roleWords.has(word))));
  const namedInFull = (name: string) => {
    const nameWords = words(name).map(americanWord);
    return nameWords.length >= 2 && nameWords.every((word) => turnedDown.has(word));
  };
  const leftFields = new Set(leftFieldNames.flatMap(words).map(americanWord).filter((word) => word.length > 2 && turnedDown.has(word)));
  // The friendly role name (the first title) says what the role is named for.
  const namesLeftField = (entry: CorpusEntry) => words(entry.traits[0]?.text ?? '').some((word) => leftFields.has(americanWord(word)));
  return (entry) =>
    namesLeftField(entry) ||
    entry.traits.some((t) => (t.roleWord !== undefined && turnedDown.has(t.roleWord)) || (t.kind === 'title' && namedInFull(t.text)));
}

/**
 * The occupations for what a user wrote, best first, with the phrases they were read from: the built-in engine's
 * recommendations and the provider's shortlist rank alike.
 */
function rankOccupations(texts: readonly string[], catalogue: Catalogue) {
  const corpus = corpusOf(catalogue);
  const all = texts.flatMap((t) => phrases(t));
  // The texts are one writer's: a wish to change in any of them leaves the role they hold in all.
  const held = all.flatMap((phrase) => heldRoles(phrase));
  const userPhraseFor = (leavingHeld: boolean) => (text: string): UserPhrase => {
    const wanted = wantedWords(text, corpus, leavingHeld);
    const rejected = rejectedWords(text, leavingHeld);
    const roleWords = new Set([...roleWordsOf(wanted)].filter((word) => !rejected.has(word)));
    return { text, terms: new Set(specificTerms(wanted)), sequence: contentTerms(wanted), roleWords, rejected };
  };
  // Where the writer says they want to go counts again, twice over: "I want to move into UX", one phrase among five
  // about a designer's strengths and studio, left the UX Designer out of the first five, and "want to move into HR"
  // after ten years in retail put a Retail Salesperson first.
  const wishes = all.flatMap((phrase) => wishedFor(phrase, held));
  const wished = wishes.map(userPhraseFor(true));
  const wishedScores = corpusScores(corpus, wished);
  // A wish whose best match is the role held is a way on within it, not out of it: a mechanic who wants to work on
  // electric cars (O*NET's car mechanics) got a Tyre Fitter and no mechanic.
  const leaving = all.some((phrase) => wishesChange(phrase, held)) && !heldRoleFirst(wishedScores, corpus, held, catalogue);
  const userPhraseOf = userPhraseFor(leaving);
  const userPhrases = all.map(userPhraseOf);
  const leftOrRejected = turnedDownBy(userPhrases, leaving ? all.flatMap(heldFields) : []);
  // A role the writer names as where to go is never one they leave: a Dental Hygienist is also called a dental nurse,
  // and a dental nurse who wants to become a hygienist got nothing.
  const namedAsWish = new Set(wishes.map((wish) => occupationNamed(wish, catalogue)?.code));
  const turnedDown = (entry: CorpusEntry) => !namedAsWish.has(entry.occupation.code) && leftOrRejected(entry);
  // Leaving clinical work turns down every clinical role (a pharmacist "looking for a non-clinical role" was offered a
  // Paramedic and a Licensed Practical Nurse): SOC major groups 29 and 31, health practitioners and their support.
  const clinicalLeft = all.some(leavesClinicalWork);
  // The occupation of the role left goes too, whatever its name (a call centre worker who wants better prospects got the
  // Customer Service Representative third), unless a phrase names it as wanted ("I love teaching").
  const leftRole = roleLeft(all, leaving, catalogue);
  const wantedRoleWords = new Set(userPhrases.flatMap((p) => [...p.roleWords]));
  const isLeftOccupation = (entry: CorpusEntry) =>
    entry.occupation.code === leftRole?.occupation.code && !namedAsWish.has(entry.occupation.code) && !entry.traits.some((t) => t.roleWord !== undefined && wantedRoleWords.has(t.roleWord));
  const isTurnedDown = (entry: CorpusEntry) =>
    turnedDown(entry) || (clinicalLeft && CLINICAL_GROUPS.some((group) => entry.occupation.code.startsWith(group))) || isLeftOccupation(entry);
  const query = userPhrases.flatMap((p) => [...p.terms]);
  // Ranked on everything the user wrote plus the names they wrote out (every hit gets its bonus before the cut, so a
  // named role is never dropped for a low BM25 rank); shown only with a reason the user can check (no reason, no
  // recommendation).
  // Every occupation, not only BM25's hits: a role named in words that tell no occupation apart ("social worker") has
  // no hit, only its mention.
  const bm25 = new Map(corpus.index.search(query, corpus.index.size).map((hit) => [hit.index, hit.score]));
  const wishedQuery = wished.flatMap((p) => [...p.terms]);
  // Among the roles where the writer wants to go, those in the field of the role they leave come first: a nurse who
  // wants to work in research got an Astronomer; a Medical Scientist's research is in medicine.
  const fieldQuery = wishedQuery.length === 0 || !leftRole ? [] : contentTerms(fieldOf(catalogue, leftRole.occupation).join(' '));
  const bm25Field = new Map(fieldQuery.length === 0 ? [] : corpus.index.search(fieldQuery, corpus.index.size).map((hit) => [hit.index, hit.score]));
  const scored = corpus.entries.map((entry, i) => {
    const wishedScore = wishedScores[i]!;
    // Never more than the match on where they want to go: "current events" is no way into events for a chef.
    const inField = Math.min(bm25Field.get(i) ?? 0, wishedScore);
    return { entry, score: (bm25.get(i) ?? 0) + WISH_WEIGHT * wishedScore + inField + mentionBonus(entry, userPhrases, corpus.index) };
  });
  const entryByCode = new Map(corpus.entries.map((entry) => [entry.occupation.code, entry]));
  // A step up from the role left comes before any word's match: the roles that manage its kind of work, most alike
  // first, each above the best match on words.
  const steps = new Map(
    leftRole && all.some((phrase) => wishesStepUp(phrase, held))
      ? stepUpRoles(leftRole.occupation, leftRole.name, catalogue, STEP_UPS_MAX, (o) => isTurnedDown(entryByCode.get(o.code)!)).map((role, rank) => [
          role.occupation.code,
          { phrase: leftRole.phrase, role, rank },
        ])
      : [],
  );
  // Fit enough to read as one (about 75 or more) when no word matched: "I'm a receptionist and want more responsibility".
  const best = Math.max(SCORE_SCALE, ...scored.map((r) => r.score));
  const ranked = scored
    .map((r) => {
      const step = steps.get(r.entry.occupation.code);
      return step ? { ...r, score: r.score + best * (2 - step.rank / STEP_UPS_MAX) } : r;
    })
    .filter((r) => r.score > 0 && !isTurnedDown(r.entry))
    .sort((a, b) => b.score - a.score);
  // Only for a writer who names no place to go: "a teacher who wants to move into UX" wants UX, not a Sports Coach. A
  // wish that names no work ("a chef who wants to work regular hours") is no place.
  const left = wished.every((p) => p.terms.size === 0) ? leftRole : undefined;
  /**
   * After the roles matched on their words, up to `count` where the experience of the role the writer leaves carries,
   * none of `shown` (codes), nor one they turn down.
   */
  const carried = (count: number, shown: ReadonlySet<string>): { phrase: string; role: CarriedRole }[] => {
    if (!left) return [];
    const excluded = (o: Occupation) => o.code === left.occupation.code || shown.has(o.code) || isTurnedDown(entryByCode.get(o.code)!);
    return carriedRoles(left.occupation, left.name, catalogue, count, excluded).map((role) => ({ phrase: left.phrase, role }));
  };
  return { corpus, userPhrases, ranked, carried, steps };
}

/** Each occupation's match on `phrases` (in corpus order): its BM25 score on their terms plus the names they write out. */
function corpusScores(corpus: Corpus, phrases: readonly UserPhrase[]): number[] {
  const query = phrases.flatMap((p) => [...p.terms]);
  const bm25 = new Map(query.length === 0 ? [] : corpus.index.search(query, corpus.index.size).map((hit) => [hit.index, hit.score]));
  return corpus.entries.map((entry, i) => (bm25.get(i) ?? 0) + mentionBonus(entry, phrases, corpus.index));
}

/** Whether the occupation that best matches (`scores`) is one a role the writer holds (`held`, as written) names. */
function heldRoleFirst(scores: readonly number[], corpus: Corpus, held: readonly string[], catalogue: Catalogue): boolean {
  let top = -1;
  for (let i = 0; i < scores.length; i += 1) if (scores[i]! > 0 && (top < 0 || scores[i]! > scores[top]!)) top = i;
  if (top < 0) return false;
  const code = corpus.entries[top]!.occupation.code;
  return held.some((name) => occupationNamed(name, catalogue)?.code === code);
}

/** Knowledge areas most office and service roles ask for: they say nothing of the field a role is in. */
const COMMON_KNOWLEDGE = new Set(['English Language', 'Customer and Personal Service', 'Administration and Management', 'Administrative', 'Mathematics', 'Computers and Electronics', 'Public Safety and Security']);

/** The field an occupation is in: the names of the knowledge areas it asks for that not every role does. */
function fieldOf(catalogue: Catalogue, occupation: Occupation): string[] {
  const skills = indexCatalogue(catalogue).skillsById;
  return occupation.skills
    .filter((s) => s.kind === 'knowledge' && s.importance >= MIN_SKILL_IMPORTANCE)
    .map((s) => skills.get(s.skillId)?.name ?? '')
    .filter((name) => name !== '' && !COMMON_KNOWLEDGE.has(name));
}

/** The first role (or field) the writer leaves that names an occupation, with the phrase that says so. */
function roleLeft(phrases: readonly string[], leaving: boolean, catalogue: Catalogue): { phrase: string; name: string; occupation: Occupation } | undefined {
  for (const phrase of phrases) {
    for (const name of leftRoles(phrase, leaving)) {
      const occupation = occupationNamed(name, catalogue);
      if (occupation) return { phrase, name, occupation };
    }
  }
  return undefined;
}

export function recommendOccupations(texts: readonly string[], catalogue: Catalogue, limit = RECOMMENDATIONS_MAX): RecommendationList {
  const index = indexCatalogue(catalogue);
  const { corpus, userPhrases, ranked, carried, steps } = rankOccupations(texts, catalogue);
  const recommendations: Recommendation[] = [];
  for (const { entry, score } of ranked) {
    if (recommendations.length >= limit) break;
    const step = steps.get(entry.occupation.code);
    const reasons = [...(step ? [experienceReason(step.phrase, step.role)] : []), ...reasonsFor(entry, userPhrases, corpus.index)];
    if (reasons.length === 0) continue;
    recommendations.push({
      code: entry.occupation.code,
      title: roleNameOf(index, entry.occupation),
      score: Math.max(1, Math.round(100 * (1 - Math.exp(-score / SCORE_SCALE)))),
      reasons,
    });
  }
  // Their fit is their likeness to the role left, never above a role matched on the writer's own words.
  const ceiling = recommendations.at(-1)?.score ?? 100;
  const shown = new Set(recommendations.map((r) => r.code));
  for (const { phrase, role } of carried(limit - recommendations.length, shown)) {
    recommendations.push({
      code: role.occupation.code,
      title: roleNameOf(index, role.occupation),
      score: Math.max(1, Math.min(ceiling, Math.round(100 * role.similarity))),
      reasons: [experienceReason(phrase, role)],
    });
  }
  return { recommendations };
}

/** Why a role is where the experience of the role left counts: the skills both ask for. */
const experienceReason = (phrase: string, role: CarriedRole): RecommendationReason => ({ phrase: shorten(phrase, PHRASE_MAX), kind: 'experience', trait: role.shared.join(', ') });

/** A shortlist for the provider: the codes it may choose from, with enough text to judge them. */
export function shortlist(texts: readonly string[], catalogue: Catalogue, size = 20) {
  // Ranked as the built-in engine ranks, so the provider may choose the role the user names or wants to move into.
  const { ranked, carried } = rankOccupations(texts, catalogue);
  const matched = ranked.slice(0, size).map((r) => r.entry.occupation);
  const found = [...matched, ...carried(size - matched.length, new Set(matched.map((o) => o.code))).map((c) => c.role.occupation)];
  const chosen = found.length > 0 ? found : catalogue.occupations.slice(0, size);
  return chosen.map((o) => ({ code: o.code, title: o.title, description: o.description, tasks: o.tasks.slice(0, 5) }));
}
