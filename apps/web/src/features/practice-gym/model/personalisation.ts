// What personalises the scenario list (D28): the target role and the soft skills the user rated lowest in the skill
// match this browser holds, or the target role of the roadmap it keeps when there is no skill match. Those features
// own their entries; they are read by key only (features do not import each other), and defensively.
import { browserStorage } from '../../../lib/browser-data';

const SKILLMATCH_STORAGE_KEY = 'waypoint.skillmatch.v1';
const ROADMAP_STORAGE_KEY = 'waypoint.roadmap.v1';

export interface Personalisation {
  targetRole: string;
  /** Comma-separated soft-skill names (the API also accepts labels). */
  weakSkills: string;
}

export function readPersonalisation(storage: Storage | undefined = browserStorage()): Personalisation {
  try {
    const raw = storage?.getItem(SKILLMATCH_STORAGE_KEY);
    const answers = raw ? (JSON.parse(raw) as unknown) : null;
    if (typeof answers !== 'object' || answers === null) return { targetRole: roadmapTarget(storage), weakSkills: '' };
    const record = answers as Record<string, unknown>;
    const targetRole = (typeof record['desiredRole'] === 'string' ? record['desiredRole'].trim().slice(0, 120) : '') || roadmapTarget(storage);
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

/** The target role of the roadmap this browser keeps (a visitor's plan), read by its key like the skill match's. */
function roadmapTarget(storage: Storage | undefined): string {
  try {
    const stored = JSON.parse(storage?.getItem(ROADMAP_STORAGE_KEY) ?? 'null') as { roadmap?: { targetRole?: unknown } } | null;
    const role = stored?.roadmap?.targetRole;
    return typeof role === 'string' ? role.trim().slice(0, 120) : '';
  } catch {
    return '';
  }
}
