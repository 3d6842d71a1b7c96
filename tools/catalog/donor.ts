// Choosing whose ratings an unrated occupation borrows. About 140 occupations in O*NET 29.3 have technology skills,
// tasks and titles but no skill, knowledge or work-style ratings. The nearest SOC code is usually a good donor
// (Software Developers next to Computer Programmers) but not always: Project Management Specialists (13-1082) sit
// next to Logisticians (13-1081) and would be asked for Transportation. So every rated occupation is scored by how
// alike its own words (title, alternate titles, description, tasks), technology, SOC group and Job Zone are, and the
// nearest code keeps the ratings unless another occupation is clearly more alike. A specialty of the same SOC
// occupation (15-1255.01 Video Game Designers for 15-1255.00 Web and Digital Interface Designers) always does: O*NET
// counts it as the same occupation, and its ratings (Design) say more than words that merely look alike ('web').

export interface DonorProfile {
  code: string;
  /** Title, alternate titles, description and task statements. */
  text: string;
  /** Technology skill ids. */
  technology: ReadonlySet<string>;
  /** O*NET Job Zone (1-5): how much preparation the work asks for. */
  jobZone: number | null;
}

const STOP = new Set(
  'and or the of to in for on with a an as by at from into other such their them this that these those all any may ' +
  'use using used who what when where which be are is or work workers duties including related'.split(' '),
);

function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9+#]+/g) ?? []) {
    if (STOP.has(raw)) continue;
    // A plural and its singular are one term ('projects', 'project'); anything finer is left to the weights.
    const term = raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

type Vector = Map<string, number>;

function unit(counts: Map<string, number>, idf: (term: string) => number): Vector {
  const v: Vector = new Map();
  let norm = 0;
  for (const [term, n] of counts) {
    const w = (1 + Math.log(n)) * idf(term);
    v.set(term, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [term, w] of v) v.set(term, w / norm);
  return v;
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, w] of small) sum += w * (large.get(term) ?? 0);
  return sum;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Shared leading characters of two SOC codes, counted in whole groups: major '13', minor '13-10', broad '13-108'. */
function sharedGroup(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n >= 6 ? 3 : n >= 5 ? 2 : n >= 2 ? 1 : 0;
}

/** Job Zones apart; an unknown zone counts as one apart. */
function zoneDistance(a: DonorProfile, b: DonorProfile): number {
  return a.jobZone === null || b.jobZone === null ? 1 : Math.abs(a.jobZone - b.jobZone);
}

/** How much more alike another occupation must be to win over the nearest code. */
const CLEARLY_MORE_ALIKE = 1.25;

/** The rated code sharing the longest prefix (at least the SOC minor group, '13-10'); the lowest code on ties. */
function nearestCode(code: string, rated: readonly DonorProfile[]): string | undefined {
  let best: string | undefined;
  let bestLength = 4;
  for (const candidate of rated) {
    let n = 0;
    while (n < code.length && code[n] === candidate.code[n]) n++;
    if (n > bestLength) {
      best = candidate.code;
      bestLength = n;
    }
  }
  return best;
}

/** Below this likeness no rated occupation says enough about the unrated one: it keeps technology only. */
const MIN_SCORE = 0.1;
const TECH_WEIGHT = 0.5;
const GROUP_WEIGHT = 0.05;
const ZONE_WEIGHT = 0.05;

/**
 * For each unrated profile, the code of the rated profile it borrows from (none when nothing is alike enough).
 * Likeness is the cosine of TF-IDF vectors over all profiles' words, plus half the Jaccard overlap of technology,
 * plus 0.05 per shared SOC group level (major, minor, broad), minus 0.05 per Job Zone apart.
 */
export function chooseDonors(unrated: readonly DonorProfile[], rated: readonly DonorProfile[]): Map<string, string> {
  const all = [...rated, ...unrated];
  const counts = new Map(all.map((p) => [p.code, termCounts(p.text)]));
  const documentFrequency = new Map<string, number>();
  for (const c of counts.values()) for (const term of c.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(all.length / (documentFrequency.get(term) ?? 1));
  const vectors = new Map(all.map((p) => [p.code, unit(counts.get(p.code)!, idf)]));

  const donors = new Map<string, string>();
  const candidates = [...rated].sort((a, b) => a.code.localeCompare(b.code));
  for (const target of unrated) {
    let best: { code: string; score: number } | undefined;
    const scores = new Map<string, number>();
    for (const candidate of candidates) {
      const score =
        cosine(vectors.get(target.code)!, vectors.get(candidate.code)!) +
        TECH_WEIGHT * jaccard(target.technology, candidate.technology) +
        GROUP_WEIGHT * sharedGroup(target.code, candidate.code) -
        ZONE_WEIGHT * zoneDistance(target, candidate);
      scores.set(candidate.code, score);
      if (!best || score > best.score) best = { code: candidate.code, score };
    }
    const nearest = nearestCode(target.code, candidates);
    const sameOccupation = nearest !== undefined && nearest.slice(0, 7) === target.code.slice(0, 7);
    const bestWins =
      !sameOccupation && best !== undefined && best.score >= MIN_SCORE && (nearest === undefined || best.score >= CLEARLY_MORE_ALIKE * scores.get(nearest)!);
    const donor = bestWins ? best!.code : nearest;
    if (donor !== undefined) donors.set(target.code, donor);
  }
  return donors;
}
