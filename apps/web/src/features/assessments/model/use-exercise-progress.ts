// The state of one open exercise: answers and position, mirrored to localStorage on every change (D2), and for
// signed-in users each answer saved to the server through the background save queue.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentSlug } from '@waypoint/domain';
import { submitAnswer, type SubmitBody } from '../api/assessment-api';
import { loadProgress, saveProgress, type ExerciseProgress } from './local-progress';
import { createSaveQueue, type SaveQueue } from './save-queue';

const EMPTY: ExerciseProgress = { answers: {}, index: 0, completedAt: null };

export function useExerciseProgress(slug: AssessmentSlug, questionCount: number) {
  const [progress, setProgress] = useState<ExerciseProgress>(() => {
    const stored = loadProgress(slug) ?? EMPTY;
    return { ...stored, index: Math.min(Math.max(stored.index, 0), Math.max(questionCount - 1, 0)) };
  });
  useEffect(() => saveProgress(slug, progress), [slug, progress]);

  const update = useCallback((change: Partial<ExerciseProgress>) => setProgress((current) => ({ ...current, ...change })), []);
  const setAnswer = useCallback(
    (questionId: string, value: string) => setProgress((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } })),
    [],
  );
  const restart = useCallback(() => setProgress(EMPTY), []);
  return { progress, update, setAnswer, restart };
}

/** One save queue per mounted flow; nothing is sent for anonymous visitors. */
export function useAnswerSaver(signedIn: boolean) {
  const queue = useRef<SaveQueue | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    const created = createSaveQueue(submitAnswer);
    queue.current = created;
    // Anything a previous visit could not save goes first.
    void created.flush();
    return () => {
      created.dispose();
      queue.current = null;
    };
  }, [signedIn]);

  return {
    /** Fire and forget: the flow never waits for the network. */
    save: useCallback((body: SubmitBody) => void queue.current?.save(body), []),
    /** Resolves true when every answer is on the server. */
    flush: useCallback(async () => (queue.current ? queue.current.flush() : false), []),
  };
}
