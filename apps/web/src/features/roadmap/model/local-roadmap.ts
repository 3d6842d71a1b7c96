// A visitor's roadmap lives in the browser (D2): the plan and the form it came from, so a reload shows the same plan
// with the same ticks. Signed-in users' plans live on the server instead.
import { assembleRoadmap, RoadmapSchema, type Milestone, type Roadmap, type RoadmapInput } from '@waypoint/domain';
import { todayIso } from './today';
import { browserStorage } from '../../../lib/browser-data';

export const ROADMAP_STORAGE_KEY = 'waypoint.roadmap.v1';

export interface StoredRoadmap {
  input: RoadmapInput;
  roadmap: Roadmap;
}

export function loadLocalRoadmap(storage: Storage | undefined = browserStorage()): StoredRoadmap | null {
  try {
    const raw = storage?.getItem(ROADMAP_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredRoadmap>;
    // A stale or hand-edited entry is dropped rather than rendered half-broken.
    const roadmap = RoadmapSchema.safeParse(parsed.roadmap);
    if (!roadmap.success || !parsed.input) return null;
    // The finish date counts from today, as the server's does for a saved plan.
    return { input: parsed.input, roadmap: assembleRoadmap(roadmap.data, roadmap.data.milestones, todayIso()) };
  } catch {
    return null;
  }
}

export function saveLocalRoadmap(value: StoredRoadmap | null, storage: Storage | undefined = browserStorage()): void {
  try {
    if (value) storage?.setItem(ROADMAP_STORAGE_KEY, JSON.stringify(value));
    else storage?.removeItem(ROADMAP_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the plan still works for this visit.
  }
}

/** The plan with one milestone ticked or unticked: totals, finish date and warning follow, as on the server. */
export function withTick(roadmap: Roadmap, milestoneId: string, done: boolean, today: string = todayIso()): Roadmap {
  return assembleRoadmap(
    roadmap,
    roadmap.milestones.map((m) => (m.id === milestoneId ? { ...m, done } : m)),
    today,
  );
}

/**
 * Re-planning keeps what the user already finished: milestones ticked in the old plan stay ticked in the new one
 * (same id), and ticked milestones the new plan no longer has are kept at the front, since that work is done.
 */
export function keepTicked(previous: Roadmap, next: Roadmap, today: string = todayIso()): Roadmap {
  const ticked = new Map(previous.milestones.filter((m) => m.done).map((m) => [m.id, m] as const));
  const nextIds = new Set(next.milestones.map((m) => m.id));
  const carried: Milestone[] = [...ticked.values()].filter((m) => !nextIds.has(m.id));
  // A ticked milestone stays as it was done (its hours and weeks), not re-paced like the work still ahead.
  const milestones = [...carried, ...next.milestones.map((m) => ticked.get(m.id) ?? m)];
  // The server planned them all as to do: what is done no longer counts towards the totals.
  return assembleRoadmap(next, milestones, today);
}

export function progressOf(roadmap: Pick<Roadmap, 'milestones'>): { done: number; total: number } {
  return { done: roadmap.milestones.filter((m) => m.done).length, total: roadmap.milestones.length };
}
