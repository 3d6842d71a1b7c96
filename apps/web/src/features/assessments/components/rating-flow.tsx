// The full-screen rating flow (spec section 4): 'n OF 10', a progress bar, one statement at a time, Back from the
// second, Next only once rated, Submit on the last (What's Not Working: only with every answer), the 2-second save
// message, then the result.
import { useEffect, useRef, useState } from 'react';
import { cardFor, encouragement, nextExercise, scoreAssessment, type RatingAssessmentDefinition } from '@waypoint/assessment';
import { MESSAGES, SAVE_MESSAGE_MS, type AssessmentSlug, type RatingResult } from '@waypoint/domain';
import { Button, ProgressBar, RatingScale } from '@waypoint/ui';
import type { AssessmentWire, SubmitBody } from '../api/assessment-api';
import { addAnonymousResult } from '../model/local-progress';
import { useAnswerSaver, useExerciseProgress } from '../model/use-exercise-progress';
import styles from './assessments.module.css';
import { DiscoverMore } from './discover-more';
import { RatingResultView } from './rating-result-view';
import { ResultFeedback } from './result-feedback';
import { SavingMessage } from './saving-message';

export interface RatingFlowProps {
  assessment: AssessmentWire;
  definition: RatingAssessmentDefinition;
  signedIn: boolean;
  onOpenExercise: (slug: AssessmentSlug) => void;
}

interface ServerResult {
  scores: RatingResult;
  encouragement: string;
  attemptId: string | null;
}

export function RatingFlow({ assessment, definition, signedIn, onOpenExercise }: RatingFlowProps) {
  const questions = assessment.questions;
  const total = questions.length;
  const { progress, update, setAnswer, restart } = useExerciseProgress(definition.slug, total);
  const saver = useAnswerSaver(signedIn);
  const [phase, setPhase] = useState<'questions' | 'saving' | 'result'>(progress.completedAt ? 'result' : 'questions');
  const [server, setServer] = useState<ServerResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const index = progress.index;
  const question = questions[index];
  const selection = question ? progress.answers[question.question_id] : undefined;
  const allAnswered = questions.every((q) => progress.answers[q.question_id] !== undefined);
  const isLast = index === total - 1;
  const submitEnabled = definition.slug === 'whats-not-working' ? allAnswered : selection !== undefined;

  // Focus follows the step, so keyboard and screen-reader users start at the new statement, then at the result.
  useEffect(() => {
    if (phase !== 'saving') headingRef.current?.focus();
  }, [index, phase]);

  const bodyFor = (q: (typeof questions)[number], value: string): SubmitBody => ({
    assessment_id: assessment.assessment_id,
    question_id: q.question_id,
    question_data: q.data,
    answer_data: { type: 'scale', selection: value as '1' | '2' | '3' | '4' | '5' },
  });

  const saveCurrent = () => {
    if (!question || selection === undefined) return;
    saver.save(bodyFor(question, selection));
  };

  const submit = () => {
    saveCurrent();
    // Statements rated before signing in are only in the browser: send them too, so the server scores all ten.
    saver.saveUnsent(questions.flatMap((q) => (progress.answers[q.question_id] === undefined ? [] : [bodyFor(q, progress.answers[q.question_id]!)])));
    setPhase('saving');
    const completedAt = new Date().toISOString();
    if (!signedIn) addAnonymousResult({ slug: definition.slug, answers: progress.answers, completedAt });
    update({ completedAt });
    const started = Date.now();
    // Without the server's result, the one computed here is shown.
    const serverResult = signedIn ? saver.finish(assessment.assessment_id) : Promise.resolve(null);
    void serverResult.then((found) => {
      if (found?.scores && found.complete) {
        setServer({ scores: found.scores, encouragement: found.encouragement ?? '', attemptId: found.attempt_id });
      }
      setTimeout(() => setPhase('result'), Math.max(0, SAVE_MESSAGE_MS - (Date.now() - started)));
    });
  };

  if (phase === 'saving') return <SavingMessage />;

  if (phase === 'result') {
    const local = scoreAssessment(definition, progress.answers);
    const scores = server?.scores ?? local;
    const next = nextExercise(definition.slug);
    return (
      <div className={styles.flow}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
          Your {cardFor(definition.slug).title} result
        </h2>
        <RatingResultView definition={definition} result={scores} encouragement={server?.encouragement ?? encouragement(local)} />
        <ResultFeedback context={definition.slug} attemptId={server?.attemptId ?? null} />
        <div className={styles.actions}>
          {next ? (
            <Button onClick={() => onOpenExercise(next)}>
              {next === 'what-makes-me-thrive' ? 'Craft My Career Pitch' : `Next: ${cardFor(next).title}`}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              restart();
              saver.forgetSent();
              setServer(null);
              setPhase('questions');
            }}
          >
            Start again
          </Button>
        </div>
        <DiscoverMore headingLevel={3} />
      </div>
    );
  }

  if (!question) return <p>{MESSAGES.noQuestions}</p>;
  const questionId = `question-${question.question_id}`;
  return (
    <div className={styles.flow}>
      <ProgressBar value={index + 1} max={total} label={`${index + 1} OF ${total}`} valueText={`Question ${index + 1} of ${total}`} />
      <h2 id={questionId} ref={headingRef} tabIndex={-1} className={styles.question}>
        {question.data.content}
      </h2>
      <RatingScale
        labelledBy={questionId}
        value={selection === undefined ? null : Number(selection)}
        onChange={(value) => setAnswer(question.question_id, String(value))}
        leftAnchor={'leftText' in question.data ? question.data.leftText : undefined}
        rightAnchor={'rightText' in question.data ? question.data.rightText : undefined}
      />
      <div className={styles.nav}>
        {index > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              saveCurrent();
              update({ index: index - 1 });
            }}
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button disabled={!submitEnabled} onClick={submit}>
            Submit
          </Button>
        ) : (
          <Button
            disabled={selection === undefined}
            onClick={() => {
              saveCurrent();
              update({ index: index + 1 });
            }}
          >
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
