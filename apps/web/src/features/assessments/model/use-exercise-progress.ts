// The state of one open exercise: answers and position, mirrored to localStorage on every change (D2), and for
// signed-in users each answer saved to the server through the background save queue.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentSlug } from '@waypoint/domain';
import { LATEST_RECOMMENDATIONS_KEY } from '../../../lib/recommendations';
import { assessmentKeys, fetchAssessmentResult, submitAnswer, type AssessmentResultWire, type SubmitBody } from '../api/assessment-api';
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
  const client = useQueryClient();
  const queue = useRef<SaveQueue | null>(null);
  // question -> the answer this visit sent for it. Answers given before signing in (or on an earlier visit) are in
  // the browser but not on the server: Submit sends what is missing, so the server scores all ten.
  const sent = useRef(new Map<string, string>());
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

  const remember = (body: SubmitBody): boolean => {
    const answer = JSON.stringify(body.answer_data);
    if (sent.current.get(body.question_id) === answer) return false;
    sent.current.set(body.question_id, answer);
    return true;
  };

  return {
    /** Fire and forget: the flow never waits for the network. */
    save: useCallback((body: SubmitBody) => {
      remember(body);
      void queue.current?.save(body);
    }, []),
    /** Saves each of `bodies` this visit has not sent yet (fire and forget, like save). */
    saveUnsent: useCallback((bodies: readonly SubmitBody[]) => {
      for (const body of bodies) if (remember(body)) void queue.current?.save(body);
    }, []),
    /** After "Start again": the next attempt starts empty on the server, so nothing counts as sent. */
    forgetSent: useCallback(() => sent.current.clear(), []),
    /**
     * After Submit: waits for every answer to reach the server, then resolves with the server's result (null when
     * an answer is still waiting to be saved, or the result cannot be read: the flow shows the one computed here).
     * The history and the jobs made from the latest pitch are out of date from then on, wherever they are shown.
     */
    finish: useCallback(
      async (assessmentId: string): Promise<AssessmentResultWire | null> => {
        try {
          const allSaved = queue.current ? await queue.current.flush() : false;
          return allSaved ? await fetchAssessmentResult(assessmentId) : null;
        } catch (error) {
          // Spec: a result fetch failure is logged only.
          console.warn('assessment result fetch failed', error);
          return null;
        } finally {
          void client.invalidateQueries({ queryKey: assessmentKeys.latest() });
          void client.invalidateQueries({ queryKey: assessmentKeys.history() });
          void client.invalidateQueries({ queryKey: LATEST_RECOMMENDATIONS_KEY });
        }
      },
      [client],
    ),
  };
}
