// Where the roadmap form starts: the latest saved skill-match report for signed-in users, else the skill-match answers
// this browser holds. The skill-match feature owns that entry; it is read here by its key only (features do not
// import each other), and defensively, since its shape belongs to that feature.
import { browserStorage } from '../../../lib/browser-data';
export const SKILLMATCH_STORAGE_KEY = 'waypoint.skillmatch.v1';

export interface RoadmapPrefill {
  currentRole: string;
  targetRole: string;
  skills: { name: string; proficiency?: 'beginner' | 'intermediate' | 'advanced' }[];
}

const PROFICIENCIES = new Set(['beginner', 'intermediate', 'advanced']);

export function readSkillMatchAnswers(storage: Storage | undefined = browserStorage()): RoadmapPrefill | null {
  try {
    const raw = storage?.getItem(SKILLMATCH_STORAGE_KEY);
    if (!raw) return null;
    return fromAnswers(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** The prefill with the target role a link named, which wins over the skill match's own target. */
export function withTarget(prefill: RoadmapPrefill | null, target: string | null): RoadmapPrefill | null {
  if (!target) return prefill;
  return { currentRole: prefill?.currentRole ?? '', targetRole: target, skills: prefill?.skills ?? [] };
}

/** Accepts the questionnaire's answers or a report's `input` ({ currentRole, desiredRole, hardSkills, softSkills }). */
export function fromAnswers(value: unknown): RoadmapPrefill | null {
  if (!isRecord(value)) return null;
  const currentRole = typeof value['currentRole'] === 'string' ? value['currentRole'].trim() : '';
  const targetRole = typeof value['desiredRole'] === 'string' ? value['desiredRole'].trim() : '';
  if (!currentRole && !targetRole) return null;
  const skills = [...asSkills(value['hardSkills']), ...asSkills(value['softSkills'])].slice(0, 50);
  return { currentRole, targetRole, skills };
}

function asSkills(value: unknown): RoadmapPrefill['skills'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item['name'] !== 'string' || !item['name'].trim()) return [];
    const proficiency = item['proficiency'];
    return [
      typeof proficiency === 'string' && PROFICIENCIES.has(proficiency)
        ? { name: item['name'].trim(), proficiency: proficiency as 'beginner' | 'intermediate' | 'advanced' }
        : { name: item['name'].trim() },
    ];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
