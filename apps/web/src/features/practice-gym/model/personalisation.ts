// What personalises the scenario list (D28): the target role and the soft skills the user rated lowest in the skill
// match this browser holds. The skill-match feature owns that entry; it is read by its key only (features do not
// import each other), and defensively, since its shape belongs to that feature.
const SKILLMATCH_STORAGE_KEY = 'waypoint.skillmatch.v1';

export interface Personalisation {
  targetRole: string;
  /** Comma-separated soft-skill names (the API also accepts labels). */
  weakSkills: string;
}

export function readPersonalisation(storage: Storage | undefined = safeStorage()): Personalisation {
  try {
    const raw = storage?.getItem(SKILLMATCH_STORAGE_KEY);
    const answers = raw ? (JSON.parse(raw) as unknown) : null;
    if (typeof answers !== 'object' || answers === null) return { targetRole: '', weakSkills: '' };
    const record = answers as Record<string, unknown>;
    const targetRole = typeof record['desiredRole'] === 'string' ? record['desiredRole'].trim().slice(0, 120) : '';
    const soft = Array.isArray(record['softSkills']) ? (record['softSkills'] as unknown[]) : [];
    const weak = soft
      .filter((s): s is { name: string; proficiency?: unknown } => typeof s === 'object' && s !== null && typeof (s as { name?: unknown }).name === 'string')
      .filter((s) => s.proficiency === undefined || s.proficiency === 'beginner')
      .map((s) => s.name.replaceAll(',', ' ').trim())
      .filter(Boolean);
    return { targetRole, weakSkills: weak.join(',').slice(0, 400) };
  } catch {
    return { targetRole: '', weakSkills: '' };
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
