// /skillmatch/questionnaire/{step} (spec sections 2, 4, 5): five steps with 'n OF 5', the step guard (a step beyond
// the highest allowed one redirects there, replacing history), 'Back to Skill match' behind a confirm dialog, Prev and
// Next on steps 2-5, Submit on step 5 computing the result on the server (with the user's latest Who Am I result,
// lib/assessment-inputs), then the result page. Answers live in localStorage (D2).
import { useEffect, useId, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  SKILLMATCH_COMPANY_SIZES,
  SKILLMATCH_LEVELS,
  SKILLMATCH_MORE_ROLES,
  SKILLMATCH_RELATED_SKILLS,
  SKILLMATCH_ROLE_OPTIONS,
  SKILLMATCH_SUGGESTED_HARD_SKILLS,
  SKILLMATCH_SUGGESTED_SOFT_SKILLS,
  SKILLMATCH_YEARS,
  type SkillMatchCompanySize,
  type SkillMatchLevel,
  type SkillMatchYears,
} from '@waypoint/domain';
import { Button, ConfirmDialog, ProgressBar } from '@waypoint/ui';
import { useRunSkillMatch, useSkillMatchOptions } from './api/skill-match-api';
import { ResultView } from './components/result-view';
import { SelectField } from './components/role-fields';
import { SkillPicker } from './components/skill-picker';
import styles from './components/skill-match.module.css';
import {
  addRelated,
  addSkill,
  canAnalyse,
  clearAnswers,
  hasDesired,
  missingCurrentInfo,
  missingDesired,
  RESULT_STEP,
  stepNumber,
  stepPath,
  stillToChoose,
  toInput,
  type ChosenSkill,
} from './model/answers';
import { useAnswers } from './model/use-answers';
import { STEP_DESCRIPTIONS, STEP_TITLES, type QuestionnaireStep } from './questionnaire-steps';

const asOptions = (roles: readonly string[]) => roles.map((r) => ({ label: r, value: r }));
const ROLE_OPTIONS = asOptions(SKILLMATCH_ROLE_OPTIONS);
/**
 * After the spec's role options, more roles: every other occupation of the API's catalogue (a fixed few until it
 * answers), with `chosen` among them when it came from elsewhere, e.g. a career page.
 */
const moreRoles = (catalogueRoles: readonly string[] | undefined, chosen: string) => {
  const more = catalogueRoles ?? SKILLMATCH_MORE_ROLES;
  const known = (SKILLMATCH_ROLE_OPTIONS as readonly string[]).includes(chosen) || more.includes(chosen);
  return { label: 'More roles', options: asOptions(chosen && !known ? [...more, chosen] : more) };
};

const years = SKILLMATCH_YEARS.map((y) => ({ label: y.label, value: y.value }));

/** Why the button beside it waits; a polite live region, so choosing a field is heard to shorten the list. */
function WaitingFor({ labels, id }: { labels: readonly string[]; id: string }) {
  return (
    <p id={id} className={styles.hint} aria-live="polite">
      {labels.length > 0 ? stillToChoose(labels) : null}
    </p>
  );
}

export function QuestionnairePage() {
  const step = stepNumber(useParams().step);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { answers, update, reset } = useAnswers();
  const [confirmExit, setConfirmExit] = useState(false);
  const run = useRunSkillMatch();
  const waitId = useId();

  // '/careers/{code}' links here with the occupation as the desired role (prefilled, still editable on step 4).
  const prefill = search.get('desiredRole');
  useEffect(() => {
    if (prefill) update({ desiredRole: prefill });
  }, [prefill, update]);

  // The answers are sent once: Submit stays busy from the click until the result shows. The mutation succeeds a
  // render before the router's move to the result (a transition) lands, and a double-click's second click in that gap
  // sent the answers again (a signed-in user got two saved reports). Back on a step, a new submission may start.
  const { reset: resetRun } = run;
  useEffect(() => {
    if (step !== RESULT_STEP) resetRun();
  }, [step, resetRun]);

  const hardOptions = useSkillMatchOptions(answers.currentRole);
  const relatedOptions = useSkillMatchOptions(answers.desiredRole);
  const catalogueRoles = useSkillMatchOptions().data?.moreRoles;

  // Step guard: never further than the user has come.
  if (step > answers.allowedStep) return <Navigate to={stepPath(answers.allowedStep)} replace />;

  if (step === RESULT_STEP) {
    if (!answers.result) return <Navigate to={stepPath(5)} replace />;
    return (
      <ResultView
        saved={answers.result}
        onNew={() => {
          reset();
          navigate(stepPath(1));
        }}
      />
    );
  }

  const go = (next: number) => {
    update((a) => ({ allowedStep: Math.max(a.allowedStep, next) }));
    navigate(stepPath(next));
  };

  const submit = () => {
    run.mutate(toInput(answers), {
      onSuccess: (data) => {
        update((a) => ({ result: { input: data.input, result: data.result, reportId: data.report_id }, allowedStep: Math.max(a.allowedStep, RESULT_STEP) }));
        navigate(stepPath(RESULT_STEP));
      },
    });
  };

  const key = String(step) as QuestionnaireStep;
  const setSkills = (field: 'hardSkills' | 'softSkills', change: (list: ChosenSkill[]) => ChosenSkill[]) =>
    update((a) => ({ [field]: change(a[field]) }));
  const picker = (field: 'hardSkills' | 'softSkills', noun: string, suggestions: readonly string[]) => (
    <SkillPicker
      noun={noun}
      suggestions={suggestions}
      chosen={answers[field]}
      onAdd={(name) => setSkills(field, (list) => addSkill(list, name))}
      onRemove={(name) => setSkills(field, (list) => list.filter((s) => s.name !== name))}
      onProficiency={(name, proficiency) => setSkills(field, (list) => list.map((s) => (s.name === name ? { ...s, proficiency } : s)))}
    />
  );

  return (
    <div className={styles.flow}>
      <div className={styles.topBar}>
        <button type="button" className={styles.backLink} onClick={() => setConfirmExit(true)}>
          Back to Skill match
        </button>
        <span className={styles.stepLabel}>{step} OF 5</span>
      </div>
      <ProgressBar className={styles.progress} value={step} max={5} ariaLabel="Questionnaire progress" valueText={`Step ${step} of 5`} />
      <h1 className="page-title">{STEP_TITLES[key]}</h1>
      {STEP_DESCRIPTIONS[key] ? <p className="page-lead">{STEP_DESCRIPTIONS[key]}</p> : null}

      {step === 1 ? (
        <>
          <div className={styles.fields}>
            <SelectField
              label="Current role"
              value={answers.currentRole}
              options={ROLE_OPTIONS}
              more={moreRoles(catalogueRoles, answers.currentRole)}
              onChange={(v) => update({ currentRole: v })}
            />
            <SelectField label="Level" value={answers.currentLevel} options={SKILLMATCH_LEVELS} onChange={(v) => update({ currentLevel: v as SkillMatchLevel })} />
            <SelectField label="Years of experience" optional value={answers.years} options={years} onChange={(v) => update({ years: v as SkillMatchYears })} />
            <SelectField
              label="Company size"
              value={answers.companySize}
              options={SKILLMATCH_COMPANY_SIZES}
              onChange={(v) => update({ companySize: v as SkillMatchCompanySize })}
            />
          </div>
          <div className={styles.actions}>
            <WaitingFor labels={missingCurrentInfo(answers)} id={waitId} />
            <Button disabled={!canAnalyse(answers)} aria-describedby={canAnalyse(answers) ? undefined : waitId} onClick={() => go(2)}>
              Analyse
            </Button>
          </div>
        </>
      ) : null}

      {step === 2 ? picker('hardSkills', 'hard skill', hardOptions.data?.suggested.hard ?? SKILLMATCH_SUGGESTED_HARD_SKILLS) : null}
      {step === 3 ? picker('softSkills', 'soft skill', hardOptions.data?.suggested.soft ?? SKILLMATCH_SUGGESTED_SOFT_SKILLS) : null}
      {step === 4 ? (
        <div className={styles.fields}>
          <SelectField
            label="Desired role"
            value={answers.desiredRole}
            options={ROLE_OPTIONS}
            more={moreRoles(catalogueRoles, answers.desiredRole)}
            onChange={(v) => update({ desiredRole: v })}
          />
          <SelectField label="Level" value={answers.desiredLevel} options={SKILLMATCH_LEVELS} onChange={(v) => update({ desiredLevel: v as SkillMatchLevel })} />
        </div>
      ) : null}
      {step === 5 ? (
        <SkillPicker
          noun="related skill"
          suggestions={relatedOptions.data?.suggested.related ?? SKILLMATCH_RELATED_SKILLS}
          chosen={answers.relatedSkills.map((name) => ({ name }))}
          onAdd={(name) => update((a) => ({ relatedSkills: addRelated(a.relatedSkills, name) }))}
          onRemove={(name) => update((a) => ({ relatedSkills: a.relatedSkills.filter((s) => s !== name) }))}
        />
      ) : null}

      {run.isError ? <p role="alert">{run.error.message}</p> : null}
      {step === 5 && !hasDesired(answers) ? <p role="alert">Please choose a desired role and level on step 4 first.</p> : null}

      {step >= 2 ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => navigate(stepPath(step - 1))}>
            Prev
          </Button>
          {step === 4 && !hasDesired(answers) ? <WaitingFor labels={missingDesired(answers)} id={waitId} /> : null}
          {step < 5 ? (
            <Button
              // Step 4 waits for a desired role and level, as step 1 waits for its required fields.
              disabled={step === 4 && !hasDesired(answers)}
              aria-describedby={step === 4 && !hasDesired(answers) ? waitId : undefined}
              onClick={() => go(step + 1)}
            >
              Next
            </Button>
          ) : (
            <Button onClick={submit} loading={run.isPending || run.isSuccess} disabled={!hasDesired(answers) || !canAnalyse(answers)}>
              Submit
            </Button>
          )}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmExit}
        title="Are you sure you want to exit?"
        message="Your progress in this assessment will be lost, but you can always start again later."
        confirmLabel="Exit"
        cancelLabel="Continue"
        onConfirm={() => {
          // Forget the answers in storage only: resetting the state here would let the step guard redirect to step 1
          // while /skillmatch is still loading.
          setConfirmExit(false);
          clearAnswers();
          navigate('/skillmatch');
        }}
        onCancel={() => setConfirmExit(false)}
      />
    </div>
  );
}
