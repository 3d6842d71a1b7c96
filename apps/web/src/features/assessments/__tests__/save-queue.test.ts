import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitBody } from '../api/assessment-api';
import { createSaveQueue } from '../model/save-queue';

const body = (question_id: string, selection: '1' | '2' | '3' | '4' | '5'): SubmitBody => ({
  assessment_id: 'a',
  question_id,
  question_data: { content: 'q', leftText: 'l', rightText: 'r' },
  answer_data: { type: 'scale', selection },
});

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the background save queue', () => {
  it('keeps a failed save, survives a reload and retries it later', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({});
    const queue = createSaveQueue(send, window.localStorage);
    await expect(queue.save(body('q1', '3'))).resolves.toBe(false);
    // A reload creates a new queue from storage: the answer is still pending.
    expect(createSaveQueue(vi.fn(), window.localStorage).pending()).toEqual([body('q1', '3')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toEqual([]);
    expect(window.localStorage.getItem('waypoint.assessments.v1.pending-saves')).toBeNull();
    queue.dispose();
  });

  it('a flush while a save is on its way waits for it instead of sending the answer twice', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const queue = createSaveQueue(send, window.localStorage);
    const saving = queue.save(body('q1', '3'));
    const flushing = queue.flush();
    answer({});
    await expect(saving).resolves.toBe(true);
    await expect(flushing).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    queue.dispose();
  });

  it('a newer answer to the same question replaces the queued one', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('offline'));
    const queue = createSaveQueue(send, window.localStorage);
    await queue.save(body('q1', '3'));
    await queue.save(body('q1', '5'));
    expect(queue.pending()).toEqual([body('q1', '5')]);
    queue.dispose();
  });

  it('drops a save the server refuses (4xx) instead of retrying forever', async () => {
    const send = vi.fn().mockRejectedValue(Object.assign(new Error('Please log in to continue.'), { status: 401 }));
    const queue = createSaveQueue(send, window.localStorage);
    await queue.save(body('q1', '3'));
    expect(queue.pending()).toEqual([]);
    queue.dispose();
  });
});
