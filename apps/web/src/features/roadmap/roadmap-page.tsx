// /roadmap (D27): from the current role to the target role as milestones paced by the hours a week the user can give.
// Signed-in users' plans (and ticks) are saved on the server; a visitor's plan lives in this browser (D2).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@waypoint/ui';
import { roadmapPdfName, type Roadmap, type RoadmapInput, type RoadmapReplan } from '@waypoint/domain';
import { LogInLink } from '../../lib/log-in-link';
import { sessionQueryOptions } from '../../lib/session';
import { createRoadmap, useCreateRoadmap } from './api/create-roadmap';
import { useDownloadRoadmapPdf } from './api/download-roadmap-pdf';
import { useImportRoadmap } from './api/import-roadmap';
import { useRoadmap } from '../../lib/roadmap';
import { useSkillMatchPrefill } from './api/skill-match-prefill';
import { useReplanRoadmap } from './api/replan-roadmap';
import { useTickMilestone } from './api/tick-milestone';
import { LocalPlanOffer } from './components/local-plan-offer';
import { RoadmapForm } from './components/roadmap-form';
import { RoadmapPlan } from './components/roadmap-plan';
import { LoadFailed } from '../../lib/load-failed';
import styles from './components/roadmap.module.css';
import { keepTicked, loadLocalRoadmap, saveLocalRoadmap, withTick, type StoredRoadmap } from './model/local-roadmap';
import { readSkillMatchAnswers, withTarget } from './model/prefill';
import { roleErrorsOf } from './model/role-errors';
import { saveBlob } from '../../lib/save-blob';

export function RoadmapPage() {
  const session = useQuery(sessionQueryOptions);
  const signedIn = Boolean(session.data?.user);
  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">From A to B</p>
        <h1 className="page-title">Your roadmap</h1>
        <p className="page-lead">
          Turn the gap between your current role and your target role into milestones, resources and a time estimate paced to the hours you can give each week. A{' '}
          <Link to="/skillmatch">skill match</Link> sets its starting point.
        </p>
      </div>
      {session.isPending ? <Spinner label="Loading your roadmap" /> : signedIn ? <SavedRoadmap /> : <VisitorRoadmap />}
    </div>
  );
}

function errorText(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

function EmptyState() {
  return (
    <div className={styles.empty}>
      <p>
        <strong>No plan yet.</strong> Fill in where you are and where you want to be, then build your roadmap.
      </p>
      <p>
        Not sure what your target role needs? <Link to="/skillmatch">Run a skill match</Link> first; the roadmap picks up its answers.
      </p>
    </div>
  );
}

function SavedRoadmap() {
  const plan = useRoadmap(true);
  const create = useCreateRoadmap();
  const tick = useTickMilestone();
  const replan = useReplanRoadmap();
  const pdf = useDownloadRoadmapPdf();
  const { editing, switched, switchView, expectSwitch } = useFormOrPlan();
  const linked = useLinkedTarget();
  const skillMatch = useSkillMatchPrefill(true, linked.report);
  // A plan made in this browser before signing in: offered to the account while the account has none.
  const [madeBefore, setMadeBefore] = useState(() => loadLocalRoadmap());
  const keepMadeBefore = useImportRoadmap();

  if (plan.isPending) return <Spinner label="Loading your roadmap" />;
  if (plan.isError) {
    return <LoadFailed what="your roadmap" error={plan.error} retrying={plan.isFetching} onRetry={() => void plan.refetch()} />;
  }
  const roadmap = plan.data;
  const local = readSkillMatchAnswers();
  const fromReport = skillMatch.data?.prefill ?? null;
  const base = fromReport ?? local;
  const prefill = withTarget(base, linked.target);
  const prefillSource = fromReport
    ? skillMatch.data?.named
      ? 'the skill match you came from'
      : 'your latest skill match'
    : local
      ? 'the skill match answers on this device'
      : null;
  const replacing = roadmap && linked.differsFrom(roadmap.targetRole) ? roadmap : null;

  if (!roadmap || editing || replacing) {
    // The form starts from the skill match: shown once that is known, so nothing typed is lost to a late prefill.
    if (skillMatch.isPending) return <Spinner label="Loading your skill match" />;
    return (
      <div className={styles.layout}>
        {!roadmap && madeBefore ? (
          <LocalPlanOffer
            roadmap={madeBefore.roadmap}
            onKeep={() => {
              expectSwitch();
              keepMadeBefore.mutate(madeBefore);
            }}
            keeping={keepMadeBefore.isPending}
            onDiscard={() => {
              saveLocalRoadmap(null);
              setMadeBefore(null);
            }}
            error={errorText(keepMadeBefore.error)}
          />
        ) : null}
        {!roadmap && !madeBefore ? <EmptyState /> : null}
        {replacing ? <ReplaceNote plan={replacing} /> : null}
        <RoadmapForm
          initial={roadmap ? linked.over({ currentRole: roadmap.currentRole, targetRole: roadmap.targetRole, hoursPerWeek: roadmap.hoursPerWeek, ...(roadmap.targetDate ? { targetDate: roadmap.targetDate } : {}) }) : {}}
          prefill={prefill}
          prefillSource={linked.filledFrom(roadmap, { source: prefillSource, targetRole: base?.targetRole })}
          busy={create.isPending}
          onSubmit={(input) => {
            // The plan replaces the form as soon as the query cache holds it, before this mutate's onSuccess runs:
            // it must already know it takes focus, or focus is left on the body.
            expectSwitch();
            create.mutate(input, {
              onSuccess: () => {
                linked.drop();
                switchView(false);
              },
            });
          }}
          onCancel={
            roadmap
              ? () => {
                  linked.drop();
                  switchView(false);
                }
              : undefined
          }
          focusOnShow={switched}
          serverError={create.error}
        />
        <CreateError error={create.error} />
      </div>
    );
  }
  return (
    <RoadmapPlan
      roadmap={roadmap}
      onTick={(id, done) => tick.mutate({ id, done })}
      pendingTickId={tick.isPending ? (tick.variables?.id ?? null) : null}
      onReplan={(change) => replan.mutate(change)}
      replanning={replan.isPending}
      onDownload={() => pdf.mutate({ roadmap, saved: true }, { onSuccess: (blob) => saveBlob(blob, roadmapPdfName(roadmap.targetRole)) })}
      downloading={pdf.isPending}
      onNewPlan={() => switchView(true)}
      error={errorText(tick.error) ?? errorText(replan.error) ?? errorText(pdf.error)}
      focusOnShow={switched}
    />
  );
}

function VisitorRoadmap() {
  const [stored, setStored] = useState<StoredRoadmap | null>(() => loadLocalRoadmap());
  const { editing, switched, switchView } = useFormOrPlan();
  const linked = useLinkedTarget();
  const [answers] = useState(() => readSkillMatchAnswers());
  const prefill = withTarget(answers, linked.target);
  const create = useCreateRoadmap();
  const replan = useVisitorReplan();
  const pdf = useDownloadRoadmapPdf();

  const keep = (next: StoredRoadmap) => {
    saveLocalRoadmap(next);
    setStored(next);
  };

  const replacing = stored && linked.differsFrom(stored.roadmap.targetRole) ? stored.roadmap : null;

  if (!stored || editing || replacing) {
    return (
      <div className={styles.layout}>
        {!stored ? <EmptyState /> : null}
        {replacing ? <ReplaceNote plan={replacing} /> : null}
        <RoadmapForm
          initial={stored ? linked.over(stored.input) : {}}
          prefill={prefill}
          prefillSource={linked.filledFrom(stored?.roadmap ?? null, { source: answers ? 'your skill match answers' : null, targetRole: answers?.targetRole })}
          busy={create.isPending}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (roadmap) => {
                keep({ input, roadmap });
                linked.drop();
                switchView(false);
              },
            })
          }
          onCancel={
            stored
              ? () => {
                  linked.drop();
                  switchView(false);
                }
              : undefined
          }
          focusOnShow={switched}
          serverError={create.error}
        />
        <CreateError error={create.error} />
        <SignUpNote />
      </div>
    );
  }

  const { input, roadmap } = stored;
  return (
    <div className={styles.layout}>
      <RoadmapPlan
        roadmap={roadmap}
        onTick={(id, done) => keep({ input, roadmap: withTick(roadmap, id, done) })}
        pendingTickId={null}
        onReplan={(change) => replan.run(input, roadmap, change, keep)}
        replanning={replan.busy}
        onDownload={() => pdf.mutate({ roadmap, saved: false }, { onSuccess: (blob) => saveBlob(blob, roadmapPdfName(roadmap.targetRole)) })}
        downloading={pdf.isPending}
        onNewPlan={() => switchView(true)}
        error={replan.error ?? errorText(pdf.error)}
        focusOnShow={switched}
      />
      <SignUpNote />
    </div>
  );
}

/**
 * The target role a link named (?target=, from "Plan a roadmap" on a career page, a typical day or a skill-match
 * result). It fills the form's target role, and opens the form over a plan that leads elsewhere, until a plan is built
 * or the form is cancelled. A saved skill-match result also names its report (?report=), where the form starts.
 */
function useLinkedTarget() {
  const [params, setParams] = useSearchParams();
  const target = params.get('target')?.trim() || null;
  const report = params.get('report')?.trim() || null;
  const differsFrom = (role: string) => target !== null && target.toLowerCase() !== role.trim().toLowerCase();
  return {
    target,
    report,
    differsFrom,
    over: <T extends Partial<RoadmapInput>>(input: T): T => (target ? { ...input, targetRole: target } : input),
    /**
     * The form's "Filled in from ..." line: the plan the link would replace, or the skill match; and the link itself
     * when its role is not already the skill match's own. Null when the user typed the values (or there are none).
     */
    filledFrom: (plan: Roadmap | null, skillMatch: { source: string | null; targetRole: string | undefined }): string | null => {
      if (plan) return differsFrom(plan.targetRole) ? 'your current plan and the career you chose' : null;
      const sources = [skillMatch.source, differsFrom(skillMatch.targetRole ?? '') ? 'the career you chose' : null].filter(Boolean);
      return sources.length ? sources.join(' and ') : null;
    },
    // Only when there is one: the same address again counts as a new visit to the page, which puts focus on <main>
    // (app/shell/use-route-effects) and would take it from the plan that just appeared.
    drop: () => {
      if (target === null && report === null) return;
      setParams(
        (current) => {
          current.delete('target');
          current.delete('report');
          return current;
        },
        { replace: true },
      );
    },
  };
}

function ReplaceNote({ plan }: { plan: Roadmap }) {
  return (
    <div className={styles.empty}>
      <p>
        <strong>Your current plan leads to {plan.targetRole}.</strong> Building this one replaces it; Cancel keeps it.
      </p>
    </div>
  );
}

/**
 * Whether the form (editing) or the plan is shown, and whether the user has switched between them: from then on, the
 * view that appears takes focus, since the control they used went away with the other one. A first load keeps focus
 * where the page put it.
 */
function useFormOrPlan() {
  const [editing, setEditing] = useState(false);
  const [switched, setSwitched] = useState(false);
  const switchView = (toForm: boolean) => {
    setSwitched(true);
    setEditing(toForm);
  };
  return { editing, switched, switchView, expectSwitch: () => setSwitched(true) };
}

/** A visitor's re-plan: the same form with the new pace or date, built again, with the ticks carried over. */
function useVisitorReplan() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (input: RoadmapInput, previous: Roadmap, change: RoadmapReplan, done: (next: StoredRoadmap) => void) => {
    const nextInput: RoadmapInput = { ...input, ...(change.hoursPerWeek ? { hoursPerWeek: change.hoursPerWeek } : {}) };
    if (change.targetDate) nextInput.targetDate = change.targetDate;
    else if (change.targetDate === null) delete nextInput.targetDate;
    setBusy(true);
    setError(null);
    createRoadmap(nextInput)
      .then((roadmap) => done({ input: nextInput, roadmap: keepTicked(previous, roadmap) }))
      .catch((failure: unknown) => setError(errorText(failure) ?? 'The plan could not be rebuilt.'))
      .finally(() => setBusy(false));
  };
  return { busy, error, run };
}

/** A refusal the form cannot show by its field (an unknown role it can): the plan could not be made. */
function CreateError({ error }: { error: Error | null }) {
  if (!error || roleErrorsOf(error)) return null;
  return (
    <p className={styles.error} role="alert">
      {error.message}
    </p>
  );
}

function SignUpNote() {
  return (
    <p className={styles.hint}>
      Your plan is kept in this browser. <Link to="/signup">Sign up</Link> or <LogInLink>log in</LogInLink> to keep it with your account.
    </p>
  );
}
