// Skill-name normaliser: the questionnaire lets people type anything, so we fold case, spacing, punctuation and the
// common abbreviations before looking names up in the catalogue.

/**
 * Abbreviations and spellings people type, keyed by normalised form, pointing at the normalised form of the name the
 * catalogue knows. Kept short on purpose: per-skill synonyms live on the catalogue's skills.
 */
const COMMON_SYNONYMS: Readonly<Record<string, string>> = {
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  k8s: 'kubernetes',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  dl: 'deep learning',
  nlp: 'natural language processing',
  pm: 'product management',
  ux: 'user experience design',
  'ux design': 'user experience design',
  ui: 'user interface design',
  'ui design': 'user interface design',
  py: 'python',
  golang: 'go',
  postgres: 'postgresql',
  psql: 'postgresql',
  gcp: 'google cloud platform',
  aws: 'amazon web services',
  azure: 'microsoft azure',
  nodejs: 'node js',
  node: 'node js',
  reactjs: 'react',
  'react js': 'react',
  vuejs: 'vue js',
  cicd: 'ci cd',
  'continuous integration': 'ci cd',
  teamwork: 'team work',
  seo: 'search engine optimization',
  sem: 'search engine marketing',
  qa: 'quality assurance',
  ps: 'adobe photoshop',
  photoshop: 'adobe photoshop',
  illustrator: 'adobe illustrator',
  indesign: 'adobe indesign',
  xd: 'adobe xd',
  excel: 'microsoft excel',
  'ms excel': 'microsoft excel',
  powerbi: 'microsoft power bi',
  'power bi': 'microsoft power bi',
  'a b testing': 'a b testing',
  'ab testing': 'a b testing',
  'split testing': 'a b testing',
  stats: 'statistics',
  comms: 'communication',
};

const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, accents folded, '&' read as 'and', punctuation to single spaces (keeping + and # for C++ and C#). */
export function foldName(raw: string): string {
  // ASCII is its own NFKD form and has no combining marks: most names skip the costly Unicode step.
  const unaccented = NON_ASCII.test(raw) ? raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : raw;
  return unaccented
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/** A folded name as the catalogue knows it: a common abbreviation or spelling ('js', 'teamwork') read as its skill. */
export function readSynonym(folded: string): string {
  // Own keys only: typed text like 'constructor' must not find Object.prototype's members.
  return Object.hasOwn(COMMON_SYNONYMS, folded) ? COMMON_SYNONYMS[folded]! : folded;
}

/** The lookup key of a skill name: folded (`foldName`), then read through the common synonyms. */
export function normaliseSkillKey(raw: string): string {
  return readSynonym(foldName(raw));
}

/** Candidate keys for a lookup, most specific first: the key itself, then a naive singular ('apis' -> 'api'). */
export function lookupKeys(raw: string): string[] {
  const key = normaliseSkillKey(raw);
  const keys = [key];
  if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss')) keys.push(normaliseSkillKey(key.slice(0, -1)));
  return keys;
}

/**
 * What the questionnaire does when a skill is added (spec section 4): trimmed, lower-cased, blank ignored,
 * case-insensitive duplicates ignored (the first one wins). Inner spacing is collapsed too.
 */
export function dedupeSkillNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    const clean = name.trim().replace(/\s+/g, ' ').toLowerCase();
    if (clean === '' || seen.has(clean)) continue;
    seen.add(clean);
    out.push(clean);
  }
  return out;
}
