// The occupation the user's roadmap leads to, so the typical day can offer it before any search: the saved plan for
// a signed-in user, else the plan this browser keeps (a visitor's). The roadmap feature owns that entry; it is read by
// its key only (features do not import each other), and defensively, since its shape belongs to that feature.
import { useQuery } from '@tanstack/react-query';
import { useRoadmap } from '../../../lib/roadmap';
import { sessionQueryOptions } from '../../../lib/session';
import { browserStorage } from '../../../lib/browser-data';

const ROADMAP_STORAGE_KEY = 'waypoint.roadmap.v1';
const CODE = /^\d{2}-\d{4}\.\d{2}$/;

export interface RoadmapTarget {
  role: string;
  code: string;
}

export function useRoadmapTarget(): RoadmapTarget | null {
  const session = useQuery(sessionQueryOptions);
  const signedIn = Boolean(session.data?.user);
  const saved = useRoadmap(signedIn);
  if (session.isPending) return null;
  if (signedIn) return targetOf(saved.data ?? null);
  return readStoredTarget();
}

export function readStoredTarget(storage: Storage | undefined = browserStorage()): RoadmapTarget | null {
  try {
    const stored = JSON.parse(storage?.getItem(ROADMAP_STORAGE_KEY) ?? 'null') as { roadmap?: unknown } | null;
    return targetOf(stored?.roadmap ?? null);
  } catch {
    return null;
  }
}

function targetOf(roadmap: unknown): RoadmapTarget | null {
  if (typeof roadmap !== 'object' || roadmap === null) return null;
  const { targetRole, targetCode } = roadmap as { targetRole?: unknown; targetCode?: unknown };
  if (typeof targetRole !== 'string' || !targetRole.trim() || typeof targetCode !== 'string' || !CODE.test(targetCode)) return null;
  return { role: targetRole.trim().slice(0, 120), code: targetCode };
}
