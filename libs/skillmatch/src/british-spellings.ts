// O*NET's texts are in American spelling, and many users write British: a search for "Career counsellor" found no
// Career Counselor, a skill match knew no "Financial modelling", and in a recommendation "analysing data" met none of
// the analysts' "analyzing", "child behaviour" no "behavior" and "working at the theatre" nothing. A British word is
// read in its American spelling only when the catalogue uses that spelling and not the word as written, so "exercise"
// stays (it is the catalogue's own word) and no rule below can turn a word into one the catalogue never says.

/**
 * Verb forms no American text spells this way, put in American spelling even where the catalogue knows the word as
 * written: "analysing" stems to the "analys" of the noun "analyses" (a writer's "critical analyses"), not to the
 * analysts' "analyz".
 */
const ALWAYS: readonly (readonly [RegExp, string])[] = [[/ys(e|ed|ing)$/, 'yz$1']];

/** British endings and letters with their American forms, tried in turn on a lower-case word. */
const RULES: readonly (readonly [RegExp, string])[] = [
  // organise, organising, organisation, specialised
  [/is(e|es|ed|ing|er|ers|ation|ations)$/, 'iz$1'],
  // analyser, catalyses
  [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
  // colour, labour, behaviour, favourite, honourable
  [/([a-z]{2})our(s|ed|ing|ite|ites|ful|able|er|ers|al)?$/, '$1or$2'],
  // theatre, centres, centred, fibre
  [/([a-z]{2})tre(s|d)?$/, '$1ter$2'],
  // travelled, modelling, counsellor, labelled
  [/([aeiou])ll(ed|ing|er|ers|or|ors)$/, '$1l$2'],
  // jewellery
  [/ellery$/, 'elry'],
  // catalogue, dialogues
  [/ogue(s)?$/, 'og$1'],
  // licence, defence, offences
  [/ence(s)?$/, 'ense$1'],
  // programme, programmes
  [/ramme(s)?$/, 'ram$1'],
  // paediatric, anaesthesia, orthopaedic
  [/ae/, 'e'],
  // oestrogen, foetal
  [/oe/, 'e'],
  // maths
  [/^maths$/, 'math'],
];

/** The American spellings a word may stand for under these rules (none when no rule fits). */
function americanSpellings(word: string, rules: readonly (readonly [RegExp, string])[] = RULES): string[] {
  return rules.filter(([pattern]) => pattern.test(word)).map(([pattern, replacement]) => word.replace(pattern, replacement));
}

/**
 * The text with each British word put in the American spelling the catalogue uses, where it does not use the word as
 * written (or the word is one no American text spells so). `knows` says whether the catalogue uses a word.
 */
export function inCatalogueSpelling(text: string, knows: (word: string) => boolean): string {
  return text.replace(/[a-z]+/gi, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 5) return word;
    const always = americanSpellings(lower, ALWAYS).find(knows);
    if (always) return always;
    if (knows(lower)) return word;
    return americanSpellings(lower).find(knows) ?? word;
  });
}

/**
 * Every reading of a name of a few words with its British words in American spelling, as typed first: for looking a
 * whole name up ('financial modelling' as 'financial modeling', though '3d modelling' makes 'modelling' a word the
 * names use). At most `max` readings.
 */
export function spellingVariants(name: string, max = 16): string[] {
  let variants = [''];
  for (const word of name.split(' ')) {
    const forms = [...new Set([word, ...americanSpellings(word, [...ALWAYS, ...RULES])])];
    variants = variants.flatMap((start) => forms.map((form) => (start === '' ? form : `${start} ${form}`))).slice(0, max);
  }
  return [...new Set(variants)];
}
