// /dashboard (D18): for signed-in users, everything in one place - the next step, the latest result of each
// assessment and its change, saved skill-match reports, roadmap progress, practice, and job recommendations.
// Visitors get a friendly prompt to log in or sign up, and a pointer to try an assessment without an account.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClassName, ProgressBar, Spinner } from '@waypoint/ui';
import { RUBRIC_SCORE_MAX } from '@waypoint/domain';
import { countSavableResults } from '../../lib/savable-results';
import { sessionQueryOptions } from '../../lib/session';
import { useLatestResults } from './api/latest-results';
import { useLatestRecommendations } from './api/latest-recommendations';
import { usePracticeAttempts } from './api/practice-attempts';
import { useRoadmap } from '../../lib/roadmap';
import { useSkillMatchReports } from './api/skill-match-reports';
import { AssessmentResults } from './components/assessment-results';
import styles from './components/dashboard.module.css';
import { NextStepCard } from './components/next-step-card';
import { RecommendationsCard } from './components/recommendations-card';
import { SkillMatchReports } from './components/skill-match-reports';
import { summariseExercises } from './model/assessment-changes';
import { nextStep } from './model/next-step';
import { shortDate } from './model/short-date';
import { LogInLink } from '../../lib/log-in-link';
import { LoadFailed } from '../../lib/load-failed';

export function DashboardPage() {
  const session = useQuery(sessionQueryOptions);
  const user = session.data?.user ?? null;
  return (
    <div className="page">
      <div className="page-hero">
        <h1 className="page-title">My dashboard</h1>
        <p className="page-lead">{user ? `Welcome back${user.name ? `, ${user.name}` : ''}. Here is where you are and what to do next.` : 'Your results, plans and practice in one place.'}</p>
      </div>
      {session.isPending ? <Spinner label="Loading your dashboard" /> : user ? <SignedInDashboard /> : <VisitorPrompt />}
    </div>
  );
}

function VisitorPrompt() {
  return (
    <section className={styles.card} aria-labelledby="visitor-title">
      <h2 id="visitor-title">Log in to see your dashboard</h2>
      <p>Your dashboard gathers your assessment results, skill-match reports, roadmap and practice once you have an account.</p>
      <div className={styles.actions}>
        <LogInLink className={buttonClassName('primary')}>Log in</LogInLink>
        <Link className={buttonClassName('secondary')} to="/signup">
          Sign up
        </Link>
      </div>
      <p>
        No account needed to start: <Link to="/assessments">try an assessment</Link> anonymously; you can save the result later.
      </p>
    </section>
  );
}

function SignedInDashboard() {
  const results = useLatestResults(true);
  const reports = useSkillMatchReports(true);
  const roadmap = useRoadmap(true);
  const attempts = usePracticeAttempts(true);
  const thrive = results.data?.find((item) => item.slug === 'what-makes-me-thrive')?.latest;
  const thriveAnswers = thrive?.thrive?.entries.flatMap((e) => (e.answer ? [e.answer] : [])) ?? [];
  // Jobs are made from the latest pitch: without one there is nothing to ask for (the API would answer 404).
  const recommendations = useLatestRecommendations(thriveAnswers.length > 0);

  if (results.isPending || reports.isPending || roadmap.isPending) return <Spinner label="Loading your dashboard" />;
  // A failed "Show older reports" is told in the reports card, under the reports already shown.
  const failed = [results, reports.isFetchNextPageError ? null : reports, roadmap].filter((q) => q?.isError);
  if (failed[0]) {
    return (
      <LoadFailed
        what="your dashboard"
        error={failed[0].error}
        retrying={failed.some((q) => q?.isFetching)}
        onRetry={() => failed.forEach((q) => void q?.refetch())}
      />
    );
  }

  const exercises = results.data ?? [];
  const plan = roadmap.data ?? null;
  const summaries = summariseExercises(exercises);
  // D2: results made before signing in wait in this browser until saved (the offer is on /assessments).
  const unsaved = countSavableResults();
  const taken = exercises.map((item) => item.slug);
  const step = nextStep({ taken, unsavedCount: unsaved, skillMatchCount: reports.data?.pages[0]?.total ?? 0, roadmap: plan });
  const done = plan?.milestones.filter((m) => m.done).length ?? 0;
  const practice = attempts.data ?? { total: 0, latest: null };

  return (
    <div className={styles.grid}>
      <NextStepCard step={step} />
      {/* The next step says it already when nothing is saved yet. */}
      {unsaved > 0 && step.kind !== 'save-results' ? (
        <section className={styles.card} aria-labelledby="unsaved-title">
          <h2 id="unsaved-title">Results not in your account yet</h2>
          <p>
            You finished {unsaved === 1 ? 'one exercise' : `${unsaved} exercises`} on this browser before signing in.{' '}
            <Link to="/assessments">Save {unsaved === 1 ? 'it' : 'them'} to your account</Link> to see {unsaved === 1 ? 'it' : 'them'} here.
          </p>
        </section>
      ) : null}
      <AssessmentResults summaries={summaries} />

      <SkillMatchReports list={reports} />

      <section className={styles.card} aria-labelledby="roadmap-title">
        <h2 id="roadmap-title">Roadmap</h2>
        {plan ? (
          <>
            <p>
              {plan.currentRole} to {plan.targetRole}
            </p>
            <ProgressBar value={done} max={plan.milestones.length} label={`${done} of ${plan.milestones.length} milestones done`} valueText={`${done} of ${plan.milestones.length} milestones done`} />
            <p className={styles.muted}>
              {done === plan.milestones.length ? 'Every milestone is done.' : `Finish date at your pace: ${shortDate(`${plan.finishDate}T00:00:00`)}`}
            </p>
            <p>
              <Link to="/roadmap">Open my roadmap</Link>
            </p>
          </>
        ) : (
          <p>
            No roadmap yet. <Link to="/roadmap">Build one</Link> from your current role to the role you want.
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="practice-title">
        <h2 id="practice-title">Practice</h2>
        {attempts.isPending ? (
          <Spinner size="sm" label="Loading your practice" />
        ) : !practice.latest ? (
          <p>
            No practice yet. <Link to="/practice-gym">Try a scenario</Link> and get feedback on your answer.
          </p>
        ) : (
          <>
            <p>
              {practice.total} {practice.total === 1 ? 'attempt' : 'attempts'}; latest scored {practice.latest.overall.toFixed(1)} / {RUBRIC_SCORE_MAX} on {shortDate(practice.latest.createdAt)}.
            </p>
            <p>
              <Link to="/practice-gym">Open the practice gym</Link>
            </p>
          </>
        )}
      </section>

      {recommendations.isLoading ? (
        <Spinner label="Loading recommendations" />
      ) : (
        <RecommendationsCard recommendations={recommendations.data ?? null} thriveAnswers={thriveAnswers} />
      )}
    </div>
  );
}
