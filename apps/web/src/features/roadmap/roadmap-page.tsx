// /roadmap (D27): from the current role to the target role as milestones paced by the hours a week the user can give.
// Signed-in users' plans (and ticks) are saved on the server; a visitor's plan lives in this browser (D2).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@waypoint/ui';
import { roadmapPdfName, type Roadmap } from '@waypoint/domain';
import { LogInLink } from '../../lib/log-in-link';
import { sessionQueryOptions } from '../../lib/session';
import { useCreateRoadmap } from './api/create-roadmap';
import { useDeleteRoadmap } from './api/delete-roadmap';
import { useDownloadRoadmapPdf } from './api/download-roadmap-pdf';
import { useImportRoadmap } from './api/import-roadmap';
import { useRoadmap } from '../../lib/roadmap';
import { useSkillMatchPrefill } from './api/skill-match-prefill';
import { useReplanRoadmap } from './api/replan-roadmap';
import { useTickMilestone } from './api/tick-milestone';
import { useVisitorReplan } from './api/visitor-replan';
import { LocalPlanOffer } from './components/local-plan-offer';
import { RoadmapForm } from './components/roadmap-form';
import { RoadmapPlan } from './components/roadmap-plan';
import { LoadFailed } from '../../lib/load-failed';
import styles from './components/roadmap.module.css';
import { loadLocalRoadmap, saveLocalRoadmap, withTick, type StoredRoadmap } from './model/local-roadmap';
import { readSkillMatchAnswers, withTarget } from './model/prefill';
import { useFormOrPlan } from './model/form-or-plan';
import { useLinkedTarget } from './model/linked-target';
import { roleErrorsOf } from './model/role-errors';
import { saveBlob } from '../../lib/save-blob';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';

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

/** In place of "No plan yet." once the user deleted their plan, with focus: the plan and its button are gone. */
function DeletedNote({ targetRole }: { targetRole: string }) {
  const ref = useFocusOnMount<HTMLDivElement>(true);
  return (
    <div ref={ref} tabIndex={-1} className={styles.empty}>
      <p>
        <strong>Plan deleted.</strong> Your plan to {targetRole} is no longer kept. Fill in where you are and where you want to be to build a new one.
      </p>
    </div>
  );
}

/** No plan: a first visit, or (`deleted`, the target role of the plan) just after the user deleted theirs. */
function EmptyState({ deleted }: { deleted: string | null }) {
  if (deleted) return <DeletedNote targetRole={deleted} />;
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
  const remove = useDeleteRoadmap();
  const [deleted, setDeleted] = useState<string | null>(null);
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
        {!roadmap && !madeBefore ? <EmptyState deleted={deleted} /> : null}
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
                setDeleted(null);
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
          // Just after a delete, the note saying so has focus, not the form.
          focusOnShow={switched && !deleted}
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
      onDelete={() => remove.mutate(undefined, { onSuccess: () => setDeleted(roadmap.targetRole) })}
      deleting={remove.isPending}
      error={errorText(tick.error) ?? errorText(replan.error) ?? errorText(pdf.error) ?? errorText(remove.error)}
      focusOnShow={switched}
    />
  );
}

function VisitorRoadmap() {
  const [stored, setStored] = useState<StoredRoadmap | null>(() => loadLocalRoadmap());
  const [deleted, setDeleted] = useState<string | null>(null);
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
        {!stored ? <EmptyState deleted={deleted} /> : null}
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
                setDeleted(null);
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
          // Just after a delete, the note saying so has focus, not the form.
          focusOnShow={switched && !deleted}
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
        onReplan={(change) => replan.mutate({ input, previous: roadmap, change }, { onSuccess: keep })}
        replanning={replan.isPending}
        onDownload={() => pdf.mutate({ roadmap, saved: false }, { onSuccess: (blob) => saveBlob(blob, roadmapPdfName(roadmap.targetRole)) })}
        downloading={pdf.isPending}
        onNewPlan={() => switchView(true)}
        onDelete={() => {
          saveLocalRoadmap(null);
          setStored(null);
          setDeleted(roadmap.targetRole);
        }}
        deleting={false}
        error={errorText(replan.error) ?? errorText(pdf.error)}
        focusOnShow={switched}
      />
      <SignUpNote />
    </div>
  );
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
