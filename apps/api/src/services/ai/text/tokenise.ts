// Classic text normalisation for the built-in engine: lower-case word tokens, English stop words removed, and a
// light suffix-stripping stemmer (a reduced Porter step 1 + common derivational endings). Deterministic and small;
// good enough to make "designing", "designs" and "designer" meet in one term.

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers herself him ' +
    'himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours ourselves out over own same she should so some such than that the their theirs them themselves then there ' +
    'these they this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves also like really love enjoy things thing something get got make want ' +
    'feel much many lot lots etc e g ie eg ' +
    // Their other forms too: "wanting more impact" met a salesperson's task "find out what each customer wants".
    'wants wanted wanting feels feeling felt likes liked liking loves loved loving enjoys enjoyed enjoying gets getting ' +
    'makes made making ' +
    // Praise says how, not what: "a good manager" met a truck driver's "good working condition" and a telemarketer's
    // "goods" (the stop word is the adjective only; "goods" stays a word).
    'good great nice better best ' +
    // Friends are who it is for, not the work ("baking cakes for friends" met a funeral director's "families or friends
    // of the deceased").
    'friend friends ' +
    // Thanks are how a job feels, not what it is ("a patient thanks me" met a fundraiser's letters of thanks).
    'thank thanks thanked thanking ' +
    // "Well" is nearly always how, not what ("it went well", "I do well under pressure", O*NET's "as well as" and
    // "well-stocked"): each met a Petroleum Engineer's "well modification". Oil and water wells are "wells", still a
    // word.
    'well ' +
    // How much, not what: "something completely different" met a Data Entry Clerk's "completed documents".
    'completely totally entirely utterly absolutely extremely incredibly truly ' +
    // When, not what: "recently retired from teaching" met a Real Estate Agent's properties recently sold.
    'recently currently lately'
  ).split(' '),
);

const SUFFIXES: readonly [suffix: string, replacement: string][] = [
  ['ational', 'ate'],
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['ations', 'ate'],
  ['ation', 'ate'],
  ['ement', ''],
  ['ments', ''],
  ['ment', ''],
  ['ness', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['ly', ''],
  ['es', ''],
  ['s', ''],
];

/** Porter's measure: how many vowel-consonant runs a stem has ("stat" 1, "manag" 2, "develop" 3). */
function measure(stemPart: string): number {
  return (stemPart.replace(/[^aeiouy]+/g, 'C').replace(/[aeiouy]+/g, 'V').match(/VC/g) ?? []).length;
}

/** Endings Porter strips only from a stem of measure 2 or more, so "statement" does not become "state". */
const LONG_STEM_SUFFIXES = new Set(['ement', 'ments', 'ment']);

/**
 * Nouns in '-er' whose cut form is another word: "career" cut to "care" met every caregiving task (a thrive answer
 * about one's career recommended Nursing Assistants), "engineer" to "engin" every engine ("fixing engines" found
 * engineers, while "engineering" kept its '-er' and missed them), "officer" to "offic" every office ("an office job"
 * found police officers), "customer" to "custom", "flower" to "flow", "counter" to "count", "corner" to the crop,
 * "teller" to "tell" ("a customer tells me" found a Bank Teller).
 * So too "posters" met the post office ("designing posters" found a Mail Carrier), a "master's degree" a
 * locksmith's master keys, and "tower" towing, "letter" letting, "lather" a lathe, "shoulder" should, "former" forms,
 * "sewer" sewing, "ranger" a range and "charter" a chart (a clear chart found a Bus Driver's charters).
 * Likewise "fitness" cut to "fit" met a tailor's fitted garments, an optician's fitted glasses and a plumber's
 * fittings, and "marketing" cut to "market" a stockbroker's markets.
 */
const WHOLE_WORDS: ReadonlyMap<string, string> = new Map([
  ...[
    ...['career', 'corner', 'engineer', 'officer', 'customer', 'flower', 'counter', 'teller'],
    ...['poster', 'master', 'tower', 'letter', 'lather', 'shoulder', 'former', 'sewer', 'ranger', 'charter'],
  ].flatMap((noun): [string, string][] => [
    [noun, noun],
    [`${noun}s`, noun],
  ]),
  ['fitness', 'fitness'],
  ['marketing', 'marketing'],
  // "Better" is never bets: "when I help someone feel better" found a croupier's losing bets.
  ['better', 'better'],
  // Occupation texts say "numerically" only of machine tools (CNC): "good with numbers" found a Machinist second.
  // "Authoring" is their authoring languages and tools, not authors: creative writing found a UX Designer.
  ['numerically', 'numerically'],
  ['authoring', 'authoring'],
  // Solder is no seller: "I sold medical devices" found a Welder and a Jeweller, who solder, and no salesperson, whose
  // texts say "sell".
  ...['solder', 'solders', 'soldered', 'soldering'].map((word): [string, string] => [word, 'solder']),
  ['sold', 'sell'],
]);

/** Endings after which a verb's or noun's own "-er" is cut as well ("deliver|ing", "cater|ers"). */
const AFTER_ER = new Set(['ings', 'ing', 'ers', 'er', 'ed']);

/** "designn" never happens, but "planned"/"running" leave a doubled consonant: undouble it. */
const undouble = (w: string): string => (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w);

/** Reduces a lower-case word to a stem; words of 3 letters or fewer are kept as they are. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  const whole = WHOLE_WORDS.get(word);
  if (whole) return whole;
  let w = word;
  let cut = '';
  for (const [suffix, replacement] of SUFFIXES) {
    // "-es" is a plural ending only after s, x, z, ch, sh (boxes, watches); "cares" loses just its "s".
    if (suffix === 'es' && !/(s|x|z|ch|sh)es$/.test(w)) continue;
    if (LONG_STEM_SUFFIXES.has(suffix) && w.endsWith(suffix) && measure(w.slice(0, -suffix.length)) < 2) continue;
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, w.length - suffix.length) + replacement;
      cut = suffix;
      break;
    }
  }
  w = undouble(w);
  // "Delivering" and "delivers" meet only if the "-er" of "deliver" goes too, as it does from "deliver" itself:
  // "volunteering" missed a charity's volunteers, "registered" a register, "catering" the caterers.
  if (AFTER_ER.has(cut) && w.endsWith('er') && w.length - 2 >= 3 && !WHOLE_WORDS.has(w)) w = undouble(w.slice(0, -2));
  // A trailing silent e is dropped so "create"/"creating" and "manage"/"managing" agree.
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * Lower-case word tokens (letters, digits, + and # so "c++" and "c#" survive). A contraction's ending is its stop word,
 * not a token of its own: "they're away" left a "re" that met a Data Entry Clerk's "re-enter", and "don't" is "do not".
 */
export function words(text: string): string[] {
  const expanded = text
    .toLowerCase()
    .replace(/\b(ca|wo)n['’]t\b/g, (_, verb: string) => (verb === 'ca' ? 'can not' : 'will not'))
    .replace(/n['’]t\b/g, ' not')
    .replace(/['’](?:re|ve|ll|d|m|s)\b/g, '')
    // Well-being is one word, however it is written ("well" alone is a stop word).
    .replace(/\bwell[- ]being\b/g, 'wellbeing')
    // So are video and computer games: as "games" they met a Croupier's table games and a Sports Coach's.
    .replace(/\b(?:video|computer) ?games?\b/g, 'videogame');
  return expanded.match(/[a-z0-9][a-z0-9+#]*/g) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * Everyday words people write for what occupation texts say formally ("on the phone", O*NET: "by telephone"), so the
 * two meet in one term: only pairs a stemmer cannot join, and only words that mean the same in a thrive answer as in
 * an occupation text.
 */
const EVERYDAY_WORDS: ReadonlyMap<string, string> = new Map([
  ['phone', 'telephone'],
  ['phones', 'telephone'],
  ['kids', 'children'],
  // British schools have pupils, O*NET's teachers students.
  ['pupil', 'student'],
  ['pupils', 'students'],
  // Not "fixed": occupation texts use it for "fixed-wing aircraft" and "fixed costs".
  ['fix', 'repair'],
  ['fixes', 'repair'],
  ['fixing', 'repair'],
  // "stats" would otherwise stem to "stat", the stem of "state" (state agencies, state laws).
  ['stats', 'statistics'],
  // "Help sick people" is a nurse's "care to ill, injured... patients" (not "sick of", read as unwanted first).
  ['sick', 'ill'],
  // Flying planes is a pilot's "flight" of "aircraft".
  ['fly', 'flight'],
  ['flying', 'flight'],
  ['flies', 'flight'],
  ['flew', 'flight'],
  ['plane', 'aircraft'],
  ['planes', 'aircraft'],
  ['airplane', 'aircraft'],
  ['airplanes', 'aircraft'],
  // Trips are "travel", a shop a "store", photos and photography "photographs", apps "applications", cartoons
  // "animation" and a lab a "laboratory" ("I want to work in a lab" met only a Courier's lab specimens). (Cars are
  // everyday-phrases.ts's: in occupation texts they are also a mine's shuttle cars.)
  ['trip', 'travel'],
  ['trips', 'travel'],
  ['shop', 'store'],
  ['shops', 'store'],
  ['photo', 'photograph'],
  ['photos', 'photograph'],
  ['photography', 'photograph'],
  ['app', 'application'],
  ['apps', 'application'],
  ['cartoon', 'animation'],
  ['cartoons', 'animation'],
  ['lab', 'laboratory'],
  ['labs', 'laboratory'],
  // Veterinary work is a veterinarian's: the stemmer keeps the two words apart, so "veterinary" alone found nothing.
  ['veterinarian', 'veterinary'],
  ['veterinarians', 'veterinary'],
  // A gym is a fitness centre.
  ['gym', 'fitness'],
  ['gyms', 'fitness'],
  // The economy is an economist's "economic" conditions, poems a creative writer's "poetry".
  ['economy', 'economic'],
  ['economies', 'economic'],
  ['poem', 'poetry'],
  ['poems', 'poetry'],
  // Churches, mosques and synagogues are O*NET's "religious" worship; boats a sailor's "vessel".
  ...['church', 'churches', 'mosque', 'mosques', 'synagogue', 'synagogues'].map((w): [string, string] => [w, 'religious']),
  ['boat', 'vessel'],
  ['boats', 'vessel'],
  // A bakery is where bakers bake ("my own bakery" found nothing: the word is in no occupation text).
  ['bakery', 'bake'],
  ['bakeries', 'bake'],
  // "Admin" is administrative work in everyday speech (it found only a Database Administrator, one of whose titles
  // it is); the stem joins it to administrators still.
  ['admin', 'administrative'],
]);

/**
 * British words the catalogue spells both ways: O*NET's American beside our role names and skill names (a Theatre
 * Director, a Jeweller, a Labourer, a Call Centre Agent, 3D modelling). The catalogue knows the British word, so
 * british-spellings.ts leaves it as written, and it met only those names: "I love the theatre" found nothing,
 * "counselling people" a Prosthetist where "counseling people" found a Genetic Counselor. One term each, on both sides.
 * (Esthetic is an esthetician's word; aesthetic is American too.)
 */
const BRITISH_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ['theatre', 'theater'],
    ['theatres', 'theaters'],
    ['programme', 'program'],
    ['programmes', 'programs'],
    ['jeweller', 'jeweler'],
    ['jewellers', 'jewelers'],
    ['catalogue', 'catalog'],
    ['catalogues', 'catalogs'],
    ['labourer', 'laborer'],
    ['labourers', 'laborers'],
    ['counselling', 'counseling'],
    ['counsellor', 'counselor'],
    ['counsellors', 'counselors'],
    ['modelling', 'modeling'],
    ['orthopaedic', 'orthopedic'],
    ['archaeological', 'archeological'],
    ['anaesthesiologist', 'anesthesiologist'],
    ['aesthetician', 'esthetician'],
    ['centre', 'center'],
    ['centres', 'centers'],
  ] as const,
);

/** A lower-case word in the American spelling the catalogue also uses, where it spells the word both ways. */
export function americanWord(word: string): string {
  return BRITISH_WORDS.get(word) ?? word;
}

/** Stemmed content terms of a text, in order (duplicates kept: term frequency matters). */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w) && w.length > 1)
    .map((w) => stem(EVERYDAY_WORDS.get(w) ?? americanWord(w)));
}

/** Splits free text into phrases (sentences and clauses) for quoting reasons back to the user. */
export function phrases(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,\s+(?:and|but|or)\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
