// The roadmap form: where the user is, where they want to be, the hours a week they can give and, optionally, a date.
// Checked with the shared schema before sending, so the messages are the same the API would give.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { Button, TextInput } from '@waypoint/ui';
import { COACHING_CAREERS_LIST, COACHING_TEXT, ROADMAP_HOURS_MAX, ROADMAP_HOURS_MIN, RoadmapInputSchema, type RoadmapInput } from '@waypoint/domain';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { RoadmapPrefill } from '../model/prefill';
import { roleErrorsOf, type RoleField } from '../model/role-errors';
import { isNotFuture, todayIso } from '../model/today';
import styles from './roadmap.module.css';

export interface RoadmapFormProps {
  initial: Partial<RoadmapInput>;
  prefill: RoadmapPrefill | null;
  prefillSource: string | null;
  busy: boolean;
  onSubmit: (input: RoadmapInput) => void;
  onCancel?: () => void;
  /** Focus the form's heading when it appears (it replaced the plan the user was on). */
  focusOnShow?: boolean;
  /** The API's refusal of the last plan sent: an unknown role is shown under its field, with the roles it suggests. */
  serverError?: unknown;
}

/** The fields in the order they appear: the first one with an error takes focus. */
const FIELD_ORDER = ['currentRole', 'targetRole', 'hoursPerWeek', 'targetDate'] as const;
type FieldErrors = Partial<Record<(typeof FIELD_ORDER)[number], string>>;

export function RoadmapForm({ initial, prefill, prefillSource, busy, onSubmit, onCancel, focusOnShow = false, serverError }: RoadmapFormProps) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnShow);
  const [currentRole, setCurrentRole] = useState(initial.currentRole ?? prefill?.currentRole ?? '');
  const [targetRole, setTargetRole] = useState(initial.targetRole ?? prefill?.targetRole ?? '');
  const [hours, setHours] = useState(String(initial.hoursPerWeek ?? 5));
  const [targetDate, setTargetDate] = useState(initial.targetDate ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  // The roles as sent: the API's word on a role holds until the user changes that field.
  const [sent, setSent] = useState<Record<RoleField, string> | null>(null);
  const roleErrors = roleErrorsOf(serverError);
  const values: Record<RoleField, string> = { currentRole, targetRole };
  const roleError = (name: RoleField) => (sent && sent[name] === values[name] ? roleErrors?.[name] : undefined);
  const setRole: Record<RoleField, (value: string) => void> = { currentRole: setCurrentRole, targetRole: setTargetRole };

  // An unknown role takes the user to its field, its message and suggestions already attached.
  useEffect(() => {
    const first = (['currentRole', 'targetRole'] as const).find((name) => roleErrorsOf(serverError)?.[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [serverError, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const skills = initial.skills ?? (prefill?.skills.length ? prefill.skills : undefined);
    const parsed = RoadmapInputSchema.safeParse({
      currentRole,
      targetRole,
      hoursPerWeek: hours.trim() === '' ? Number.NaN : Number(hours),
      ...(targetDate ? { targetDate } : {}),
      ...(skills ? { skills } : {}),
    });
    const past = parsed.success && parsed.data.targetDate !== undefined && isNotFuture(parsed.data.targetDate);
    if (!parsed.success || past) {
      const next: FieldErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
      if (past) next.targetDate = COACHING_TEXT.targetDateFuture;
      // Rendered before focusing, so the field is announced with its message (aria-describedby) already in place.
      flushSync(() => setErrors(next));
      // Take the user to the first field to fix.
      const first = FIELD_ORDER.find((name) => next[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSent({ currentRole, targetRole });
    onSubmit(parsed.data);
  };

  const messageOf = (name: keyof FieldErrors) => errors[name] ?? (name === 'currentRole' || name === 'targetRole' ? roleError(name)?.message : undefined);
  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': messageOf(name) ? true : undefined,
    'aria-describedby': messageOf(name) ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof FieldErrors) => {
    const message = messageOf(name);
    if (!message) return null;
    const suggestions = !errors[name] && (name === 'currentRole' || name === 'targetRole') ? (roleError(name)?.suggestions ?? []) : [];
    return (
      <>
        <p id={`${id}-${name}-error`} className={styles.error}>
          {withCareersLink(message)}
        </p>
        {suggestions.length > 0 ? (
          <ul className={styles.suggestions} aria-label="Roles we know">
            {suggestions.map((role) => (
              <li key={role}>
                <Button
                  variant="secondary"
                  className={styles.suggestion}
                  onClick={() => {
                    setRole[name as RoleField](role);
                    document.getElementById(`${id}-${name}`)?.focus();
                  }}
                >
                  {role}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Plan your route
      </h2>
      <p className={styles.hint}>
        The skills your current role asks for count as ones you have; skills from a skill match count as you rated them.
      </p>
      {prefillSource ? <p className={styles.hint}>Filled in from {prefillSource}. Change anything you like.</p> : null}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-currentRole`}>
            Current role
          </label>
          <TextInput {...field('currentRole')} value={currentRole} onChange={(e) => setCurrentRole(e.target.value)} autoComplete="organization-title" />
          {error('currentRole')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-targetRole`}>
            Target role
          </label>
          <TextInput {...field('targetRole')} value={targetRole} onChange={(e) => setTargetRole(e.target.value)} />
          {error('targetRole')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-hoursPerWeek`}>
            Hours per week
          </label>
          <TextInput
            {...field('hoursPerWeek')}
            type="number"
            inputMode="numeric"
            min={ROADMAP_HOURS_MIN}
            max={ROADMAP_HOURS_MAX}
            step={1}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
          {error('hoursPerWeek')}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-targetDate`}>
            Target date (optional)
          </label>
          <TextInput {...field('targetDate')} type="date" min={todayIso()} value={targetDate} onChange={(e) => setTargetDate(e.target.value)} />
          {error('targetDate')}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          Build my roadmap
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The message with its pointer to the careers list made a link, so "look it up" is one step away. */
function withCareersLink(message: string) {
  const at = message.indexOf(COACHING_CAREERS_LIST);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Link to="/careers">{COACHING_CAREERS_LIST}</Link>
      {message.slice(at + COACHING_CAREERS_LIST.length)}
    </>
  );
}
