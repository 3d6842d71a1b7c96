// A plan: from A to B, the totals and finish date, the warning when the target date cannot be met, the note when the
// target role asks for more formal preparation, the word when every milestone is done, progress, the milestones, and the actions (re-plan at a new pace,
// download as PDF, start a new plan, delete the plan after a confirm step).
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Button, ConfirmDialog, ProgressBar, TextInput } from '@waypoint/ui';
import { COACHING_TEXT, ROADMAP_HOURS_MAX, ROADMAP_HOURS_MIN, RoadmapReplanSchema, type Roadmap, type RoadmapReplan } from '@waypoint/domain';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { progressOf } from '../model/local-roadmap';
import { isNotFuture, todayIso } from '../model/today';
import { MilestoneList, plural } from './milestone-list';
import styles from './roadmap.module.css';

export interface RoadmapPlanProps {
  roadmap: Roadmap;
  onTick: (id: string, done: boolean) => void;
  pendingTickId: string | null;
  onReplan: (change: RoadmapReplan) => void;
  replanning: boolean;
  onDownload: () => void;
  downloading: boolean;
  onNewPlan: () => void;
  onDelete: () => void;
  deleting: boolean;
  error: string | null;
  /** Focus the plan's heading when it appears (it replaced the form the user just sent). */
  focusOnShow?: boolean;
}

export function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function RoadmapPlan(props: RoadmapPlanProps) {
  const { roadmap, onTick, pendingTickId, onReplan, replanning, onDownload, downloading, onNewPlan, onDelete, deleting, error, focusOnShow = false } = props;
  const { done, total } = progressOf(roadmap);
  const finished = total > 0 && done === total;
  const [replanOpen, setReplanOpen] = useState(false);
  const [askingToDelete, setAskingToDelete] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnShow);
  const replanToggle = useRef<HTMLButtonElement>(null);
  return (
    <section className={styles.layout} aria-labelledby="plan-title">
      <div className={styles.summary}>
        <h2 id="plan-title" ref={headingRef} tabIndex={-1}>
          From {roadmap.currentRole} to {roadmap.targetRole}
        </h2>
        <dl className={styles.facts}>
          {finished ? null : (
            <div>
              <dt>Still to do</dt>
              <dd>
                {roadmap.totalHours} hours · {plural(roadmap.totalWeeks, 'week')}
              </dd>
            </div>
          )}
          <div>
            <dt>Pace</dt>
            <dd>{roadmap.hoursPerWeek} hours a week</dd>
          </div>
          {/* A finished plan has no finish date ahead: it would read as today's date, changing every day. */}
          {finished ? null : (
            <div>
              <dt>Finish date</dt>
              <dd>{formatDate(roadmap.finishDate)}</dd>
            </div>
          )}
          {roadmap.targetDate ? (
            <div>
              <dt>Target date</dt>
              <dd>{formatDate(roadmap.targetDate)}</dd>
            </div>
          ) : null}
        </dl>
        {roadmap.warning ? (
          <p className={styles.notice} role="status">
            <strong>Warning:</strong> <span>{roadmap.warning}</span>
          </p>
        ) : null}
        {roadmap.preparation ? (
          <p className={`${styles.notice} ${styles.preparation}`}>
            <strong>Preparation:</strong> <span>{roadmap.preparation}</span>
          </p>
        ) : null}
        {finished ? (
          <p className={`${styles.notice} ${styles.finished}`}>
            <strong>Every milestone is done.</strong> <span>See where you stand now: </span>
            <Link to="/skillmatch">retake the skill match for {roadmap.targetRole}</Link>.
          </p>
        ) : null}
        <ProgressBar value={done} max={total} label={`${done} of ${total} milestones done`} valueText={`${done} of ${total} milestones done`} />
        <div className={styles.actions}>
          <Button ref={replanToggle} variant="secondary" onClick={() => setReplanOpen((open) => !open)} aria-expanded={replanOpen}>
            Re-plan
          </Button>
          <Button variant="secondary" onClick={onDownload} loading={downloading}>
            Download PDF
          </Button>
          <Button variant="ghost" onClick={onNewPlan}>
            New plan
          </Button>
          <Button variant="ghost" loading={deleting} onClick={() => setAskingToDelete(true)}>
            Delete plan
          </Button>
        </div>
        <ConfirmDialog
          open={askingToDelete}
          tone="danger"
          title="Delete this plan?"
          message={`From ${roadmap.currentRole} to ${roadmap.targetRole}, ${done} of ${plural(total, 'milestone')} done. Deleting it cannot be undone; your skill-match reports stay as they are.`}
          cancelLabel="Keep it"
          confirmLabel="Delete plan"
          onCancel={() => setAskingToDelete(false)}
          onConfirm={() => {
            setAskingToDelete(false);
            onDelete();
          }}
        />
        {replanOpen ? (
          <ReplanForm
            roadmap={roadmap}
            busy={replanning}
            onSubmit={(change) => {
              onReplan(change);
              setReplanOpen(false);
              // The form and its button go away: focus goes back to the control that opened it.
              replanToggle.current?.focus();
            }}
          />
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <MilestoneList milestones={roadmap.milestones} onTick={onTick} pendingId={pendingTickId} />
    </section>
  );
}

function ReplanForm({ roadmap, busy, onSubmit }: { roadmap: Roadmap; busy: boolean; onSubmit: (change: RoadmapReplan) => void }) {
  const id = useId();
  const [hours, setHours] = useState(String(roadmap.hoursPerWeek));
  const [targetDate, setTargetDate] = useState(roadmap.targetDate ?? '');
  // The message sits under the field it is about, which takes focus, so it is read out with the field.
  const [error, setError] = useState<{ field: 'hours' | 'date'; message: string } | null>(null);
  const fail = (field: 'hours' | 'date', message: string) => {
    flushSync(() => setError({ field, message }));
    document.getElementById(`${id}-${field}`)?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RoadmapReplanSchema.safeParse({ hoursPerWeek: Number(hours), targetDate: targetDate || null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      fail(issue?.path[0] === 'targetDate' ? 'date' : 'hours', issue?.message ?? 'Please check the values.');
      return;
    }
    if (parsed.data.targetDate && isNotFuture(parsed.data.targetDate)) {
      fail('date', COACHING_TEXT.targetDateFuture);
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };
  const described = (field: 'hours' | 'date') =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const message = (field: 'hours' | 'date') =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {error.message}
      </p>
    ) : null;
  return (
    <form className={styles.replan} onSubmit={submit} noValidate aria-label="Re-plan">
      <p className={styles.hint}>Ticked milestones stay ticked; the rest is paced again.</p>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-hours`}>
            Hours per week
          </label>
          <TextInput
            id={`${id}-hours`}
            type="number"
            min={ROADMAP_HOURS_MIN}
            max={ROADMAP_HOURS_MAX}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            {...described('hours')}
          />
          {message('hours')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-date`}>
            Target date (optional)
          </label>
          <TextInput id={`${id}-date`} type="date" min={todayIso()} value={targetDate} onChange={(e) => setTargetDate(e.target.value)} {...described('date')} />
          {message('date')}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          Re-plan
        </Button>
      </div>
    </form>
  );
}
