// The career pitch (What Makes Me Thrive): five prompts answered in free text, Next only with a non-blank answer
// of at most 500 characters, the 2-second save message, then the answers with Copy text, feedback and next steps.
import { useEffect, useRef, useState } from 'react';
import { formatThriveResult, thriveCopyText, type TextAssessmentDefinition } from '@waypoint/assessment';
import { FEEDBACK_BANNER_MS, MESSAGES, SAVE_MESSAGE_MS, THRIVE_MAX_CHARS, type AssessmentSlug } from '@waypoint/domain';
import { Banner, Button, ProgressBar, TextArea } from '@waypoint/ui';
import type { AssessmentWire, SubmitBody } from '../api/assessment-api';
import { addAnonymousResult } from '../model/local-progress';
import { useAnswerSaver, useExerciseProgress } from '../model/use-exercise-progress';
import styles from './assessments.module.css';
import { DiscoverMore } from './discover-more';
import { ResultFeedback } from './result-feedback';
import { SavingMessage } from './saving-message';
import { ThriveRecommendations } from './thrive-recommendations';
import { ThriveResultView } from './thrive-result-view';

export interface ThriveFlowProps {
  assessment: AssessmentWire;
  definition: TextAssessmentDefinition;
  signedIn: boolean;
  onOpenExercise: (slug: AssessmentSlug) => void;
}

/** Next/Submit rule of section 5: non-blank and within the limit. */
export function isAcceptableThriveAnswer(text: string | undefined): boolean {
  return text !== undefined && text.trim() !== '' && text.length <= THRIVE_MAX_CHARS;
}

export function ThriveFlow({ assessment, definition, signedIn, onOpenExercise }: ThriveFlowProps) {
  const questions = assessment.questions;
  const total = questions.length;
  const { progress, update, setAnswer, restart } = useExerciseProgress(definition.slug, total);
  const saver = useAnswerSaver(signedIn);
  const [phase, setPhase] = useState<'questions' | 'saving' | 'result'>(progress.completedAt ? 'result' : 'questions');
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const index = progress.index;
  const question = questions[index];
  const text = question ? (progress.answers[question.question_id] ?? '') : '';
  const acceptable = isAcceptableThriveAnswer(text);

  // Focus follows the step, then lands on the result's heading.
  useEffect(() => {
    if (phase !== 'saving') headingRef.current?.focus();
  }, [index, phase]);

  const bodyFor = (q: (typeof questions)[number], answer: string): SubmitBody => ({
    assessment_id: assessment.assessment_id,
    question_id: q.question_id,
    question_data: q.data,
    answer_data: { type: 'text', text: answer },
  });

  const saveCurrent = () => {
    if (!question || !acceptable) return;
    saver.save(bodyFor(question, text));
  };

  const submit = () => {
    saveCurrent();
    // Prompts answered before signing in are only in the browser: send them too, so the server has the whole pitch.
    saver.saveUnsent(questions.flatMap((q) => (isAcceptableThriveAnswer(progress.answers[q.question_id]) ? [bodyFor(q, progress.answers[q.question_id]!)] : [])));
    setPhase('saving');
    const completedAt = new Date().toISOString();
    if (!signedIn) addAnonymousResult({ slug: definition.slug, answers: progress.answers, completedAt });
    update({ completedAt });
    const started = Date.now();
    const serverResult = signedIn ? saver.finish(assessment.assessment_id) : Promise.resolve(null);
    void serverResult.then((found) => {
      if (found?.complete) setAttemptId(found.attempt_id);
      setTimeout(() => setPhase('result'), Math.max(0, SAVE_MESSAGE_MS - (Date.now() - started)));
    });
  };

  if (phase === 'saving') return <SavingMessage />;

  if (phase === 'result') {
    const result = formatThriveResult(progress.answers, definition);
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(thriveCopyText(result));
        setCopyState('copied');
      } catch {
        setCopyState('failed');
      }
    };
    return (
      <div className={styles.flow}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
          Your career pitch story
        </h2>
        <ThriveResultView result={result} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy text
          </Button>
        </div>
        {copyState ? (
          <Banner key={copyState} tone={copyState === 'copied' ? 'success' : 'error'} autoDismissMs={FEEDBACK_BANNER_MS} onDismiss={() => setCopyState(null)}>
            {copyState === 'copied' ? MESSAGES.textCopied : MESSAGES.copyFailed}
          </Banner>
        ) : null}
        <ThriveRecommendations answers={result.entries.map((entry) => entry.answer ?? '')} />
        <ResultFeedback context={definition.slug} attemptId={attemptId} />
        {/* The spec lists 'Build roadmap' and 'Compare roles' among this screen's buttons and also gives it a
            'Discover more' section, which holds exactly those two: they appear once, in that section below. */}
        <div className={styles.actions}>
          <Button onClick={() => onOpenExercise('where-am-i-now')}>Understand current state</Button>
          <Button
            variant="ghost"
            onClick={() => {
              restart();
              saver.forgetSent();
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
  const isLast = index === total - 1;
  return (
    <div className={styles.flow}>
      <ProgressBar value={index + 1} max={total} label={`${index + 1} OF ${total}`} valueText={`Step ${index + 1} of ${total}`} />
      <h2 ref={headingRef} tabIndex={-1} className={styles.question}>
        {question.data.content}
      </h2>
      <TextArea
        label="Your answer"
        rows={6}
        maxLength={THRIVE_MAX_CHARS}
        tooLongMessage={MESSAGES.answerTooLong}
        value={text}
        onChange={(event) => setAnswer(question.question_id, event.target.value)}
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
        <Button
          disabled={!acceptable}
          onClick={() => {
            if (isLast) submit();
            else {
              saveCurrent();
              update({ index: index + 1 });
            }
          }}
        >
          {isLast ? 'Submit' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
