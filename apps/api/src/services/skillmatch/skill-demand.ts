// How widely each skill is asked for across the loaded catalogue: the tie-break of role suggestions. O*NET gives
// no importance to technology, so the importer rates every In-Demand tool of an occupation alike (4): a Data
// Scientist's 22 tools tied, and ordering them by id offered 'Apache Hadoop, Apache Spark, ...' while Python and SQL
// fell past the ninth chip. Among equally important skills the ones most occupations ask for come first (Excel,
// Python, SQL), which are also the ones a person most likely has or is asked about.
import type { Catalogue } from '@waypoint/domain';
import { DEFAULT_MIN_IMPORTANCE } from '@waypoint/skillmatch';

export interface SkillDemand {
  /** Occupations that require the skill (importance at or above the engine's threshold). */
  required: number;
  /** Occupations that list it at all. */
  listed: number;
}

const NONE: SkillDemand = { required: 0, listed: 0 };
const cache = new WeakMap<Catalogue, ReadonlyMap<string, SkillDemand>>();

/** Per skill id; counted once per catalogue object (a loaded catalogue never changes, a new one is a new object). */
export function skillDemand(catalogue: Catalogue): (skillId: string) => SkillDemand {
  let counts = cache.get(catalogue);
  if (!counts) {
    const built = new Map<string, SkillDemand>();
    for (const occupation of catalogue.occupations) {
      for (const s of occupation.skills) {
        const seen = built.get(s.skillId) ?? { required: 0, listed: 0 };
        seen.listed += 1;
        if (s.importance >= DEFAULT_MIN_IMPORTANCE) seen.required += 1;
        built.set(s.skillId, seen);
      }
    }
    counts = built;
    cache.set(catalogue, counts);
  }
  const found = counts;
  return (skillId) => found.get(skillId) ?? NONE;
}
