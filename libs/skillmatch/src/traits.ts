// "Who Am I" dimensions (spec section 3) read as evidence for O*NET work styles, for the personality section.
// A 1-5 rating is placed on the 0-7 scale as (rating - 1) x 7 / 4; Neuroticism is reverse-keyed (6 - rating).

const TRAIT_TO_WORK_STYLES: Readonly<Record<string, readonly string[]>> = {
  'openness to experience': ['innovation'],
  conscientiousness: ['dependability', 'attention-to-detail', 'achievement-effort'],
  extraversion: ['social-orientation'],
  agreeableness: ['cooperation', 'concern-for-others'],
  neuroticism: ['stress-tolerance', 'self-control'],
  adaptability: ['adaptability-flexibility'],
  resilience: ['stress-tolerance', 'persistence'],
  independence: ['independence'],
  leadership: ['leadership'],
  creativity: ['innovation'],
};

export function traitLevels(traits: Readonly<Record<string, number>>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [label, rating] of Object.entries(traits).sort(([a], [b]) => a.localeCompare(b))) {
    const key = label.trim().toLowerCase();
    // Own keys only: a trait named 'constructor' must not find Object.prototype's members.
    if (!Object.hasOwn(TRAIT_TO_WORK_STYLES, key)) continue;
    const styles = TRAIT_TO_WORK_STYLES[key]!;
    const keyed = key === 'neuroticism' ? 6 - rating : rating;
    const level = ((keyed - 1) * 7) / 4;
    for (const id of styles) out.set(id, Math.max(out.get(id) ?? 0, level));
  }
  return out;
}
