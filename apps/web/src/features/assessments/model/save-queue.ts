// Signed-in users' answers are saved as they go (D2). A failed save never blocks the flow: it stays in a queue
// (also in localStorage, so a reload does not lose it) and is retried in the background with backoff; a newer
// answer to the same question replaces the queued one.
import type { SubmitBody } from '../api/assessment-api';

const KEY = 'waypoint.assessments.v1.pending-saves';
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface SaveQueue {
  /** Saves now; on failure keeps it queued and schedules a retry. Resolves either way (never rejects). */
  save(body: SubmitBody): Promise<boolean>;
  /** Tries every queued save once; resolves true when nothing is left. */
  flush(): Promise<boolean>;
  pending(): SubmitBody[];
  dispose(): void;
}

function keyOf(body: SubmitBody): string {
  return `${body.assessment_id}/${body.question_id}`;
}

export function createSaveQueue(send: (body: SubmitBody) => Promise<unknown>, storage: Storage | null = safeStorage()): SaveQueue {
  const queue = new Map<string, SubmitBody>();
  for (const body of readStored(storage)) queue.set(keyOf(body), body);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let disposed = false;

  const persist = () => {
    try {
      if (queue.size === 0) storage?.removeItem(KEY);
      else storage?.setItem(KEY, JSON.stringify([...queue.values()]));
    } catch {
      /* storage unavailable: the in-memory queue still retries */
    }
  };

  const schedule = () => {
    if (disposed || timer || queue.size === 0) return;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  // A flush right after a save (Submit does that) waits for the save already on its way instead of sending it again.
  const inFlight = new Map<SubmitBody, Promise<boolean>>();

  function trySend(body: SubmitBody): Promise<boolean> {
    let sending = inFlight.get(body);
    if (!sending) {
      sending = sendOnce(body).finally(() => inFlight.delete(body));
      inFlight.set(body, sending);
    }
    return sending;
  }

  async function sendOnce(body: SubmitBody): Promise<boolean> {
    try {
      await send(body);
      // Only drop it if no newer answer was queued meanwhile.
      if (queue.get(keyOf(body)) === body) queue.delete(keyOf(body));
      persist();
      return true;
    } catch (error) {
      // A 4xx will not get better by retrying (e.g. the session ended): drop it, the local copy remains.
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
        if (queue.get(keyOf(body)) === body) queue.delete(keyOf(body));
        persist();
      }
      return false;
    }
  }

  async function flush(): Promise<boolean> {
    for (const body of [...queue.values()]) {
      // Saved (or replaced by a newer answer) while an earlier one was awaited: nothing left to send for it.
      if (queue.get(keyOf(body)) === body) await trySend(body);
    }
    if (queue.size === 0) attempt = 0;
    else schedule();
    return queue.size === 0;
  }

  return {
    async save(body) {
      queue.set(keyOf(body), body);
      persist();
      const ok = await trySend(body);
      if (!ok) schedule();
      return ok;
    },
    flush,
    pending: () => [...queue.values()],
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

function readStored(storage: Storage | null): SubmitBody[] {
  try {
    const raw = storage?.getItem(KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as SubmitBody[]) : [];
  } catch {
    return [];
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
