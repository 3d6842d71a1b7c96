// One scenario: the situation and the prompt, a text answer with a counter, and the feedback once scored.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Tag, TextArea } from '@waypoint/ui';
import { COACHING_TEXT, hasWords, PRACTICE_ANSWER_MAX, PRACTICE_ANSWER_MIN, SOFT_SKILL_LABELS, type Rubric, type Scenario } from '@waypoint/domain';
import { LogInLink } from '../../../lib/log-in-link';
import { useSubmitAttempt } from '../api/submit-attempt';
import { readDraft, writeDraft } from '../model/answer-drafts';
import { FeedbackView } from './feedback-view';
import styles from './practice.module.css';

export interface ScenarioPracticeProps {
  scenario: Scenario;
  rubric: Rubric | undefined;
  signedIn: boolean;
}

export function ScenarioPractice({ scenario, rubric, signedIn }: ScenarioPracticeProps) {
  const [answer, setAnswer] = useState(() => readDraft(scenario.id));
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitAttempt();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const attempt = submit.data;

  // Move focus to the feedback when it arrives, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (attempt) feedbackRef.current?.querySelector<HTMLElement>('#feedback')?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answer.trim();
    if (trimmed.length < PRACTICE_ANSWER_MIN) return setError(COACHING_TEXT.answerTooShort);
    if (trimmed.length > PRACTICE_ANSWER_MAX) return setError(COACHING_TEXT.answerTooLong);
    if (!hasWords(trimmed)) return setError(COACHING_TEXT.answerWithoutWords);
    setError(null);
    submit.mutate({ scenarioId: scenario.id, answer: trimmed });
  };

  return (
    <article className={styles.layout} aria-labelledby="scenario-title">
      <p>
        <Link to="/practice-gym">All scenarios</Link>
      </p>
      <div className={styles.section}>
        <h2 id="scenario-title" tabIndex={-1}>{scenario.title}</h2>
        <p>
          <Tag tone="accent">{SOFT_SKILL_LABELS[scenario.skill]}</Tag>
        </p>
        <div className={styles.situation}>
          <p>{scenario.situation}</p>
          <p className={styles.prompt}>{scenario.prompt}</p>
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextArea
          label="Your answer"
          hint={`Write it as you would say it, at least ${PRACTICE_ANSWER_MIN} characters. A draft stays on this browser until it is scored.`}
          value={answer}
          onChange={(e) => {
            setAnswer(e.target.value);
            writeDraft(scenario.id, e.target.value);
          }}
          maxLength={PRACTICE_ANSWER_MAX}
          rows={8}
          error={error ?? undefined}
          tooLongMessage={COACHING_TEXT.answerTooLong}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submit.isPending}>
            Get feedback
          </Button>
          {!signedIn ? (
            <p className={styles.muted}>
              Practising as a visitor: your answer is scored but not saved. <Link to="/signup">Sign up</Link> or{' '}
              <LogInLink>log in</LogInLink> to keep your history.
            </p>
          ) : null}
        </div>
        {submit.error ? (
          <p className={styles.error} role="alert">
            {submit.error.message}
          </p>
        ) : null}
      </form>
      <div ref={feedbackRef}>{attempt ? <FeedbackView attempt={attempt} rubric={rubric} /> : null}</div>
    </article>
  );
}
