// /practice-gym (D28): soft-skill scenarios personalised to the target role and the skills to work on; answers are
// scored against the published rubric with the user's own words quoted. Signed-in users keep a history and see their
// level per skill over time; visitors practise without saving.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@waypoint/ui';
import type { SoftSkill } from '@waypoint/domain';
import { useScenarios } from '../../lib/practice-scenarios';
import { sessionQueryOptions } from '../../lib/session';
import { olderPagesOf } from '../../lib/older-pages';
import { LoadFailed } from '../../lib/load-failed';
import { LogInLink } from '../../lib/log-in-link';
import { useProgress } from './api/get-progress';
import { useRubric } from './api/get-rubric';
import { useDeleteAttempt } from './api/delete-attempt';
import { useAttempts } from './api/list-attempts';
import { PracticeHistory } from './components/practice-history';
import styles from './components/practice.module.css';
import { RubricView } from './components/rubric-view';
import { ScenarioList } from './components/scenario-list';
import { ScenarioPractice } from './components/scenario-practice';
import { readPersonalisation } from './model/personalisation';
import { useViewFocus } from './model/use-view-focus';

export const SCENARIO_PARAM = 'scenario';

export function PracticeGymPage() {
  const [params] = useSearchParams();
  const scenarioId = params.get(SCENARIO_PARAM);
  const session = useQuery(sessionQueryOptions);
  const signedIn = Boolean(session.data?.user);
  const [personalisation] = useState(() => readPersonalisation());
  const scenarios = useScenarios(personalisation.targetRole, personalisation.weakSkills);
  const rubric = useRubric();
  const attempts = useAttempts(signedIn);
  const progress = useProgress(signedIn);
  const remove = useDeleteAttempt();
  const [selected, setSelected] = useState<ReadonlySet<SoftSkill>>(new Set());

  const scenario = scenarioId ? scenarios.data?.scenarios.find((s) => s.id === scenarioId) : undefined;
  const viewRef = useViewFocus(scenarioId, scenarios.isSuccess);

  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">Soft skills</p>
        <h1 className="page-title">Practice gym</h1>
        <p className="page-lead">
          Rehearse conversations such as negotiating a raise or explaining your career change, and get feedback scored against a published rubric. The{' '}
          <Link to="/assessments">assessments</Link> help pick the skills worth practising.
        </p>
      </div>
      <div className={styles.layout}>
        <div ref={viewRef}>
          {scenarios.isPending ? (
            <Spinner label="Loading scenarios" />
          ) : scenarios.isError ? (
            <LoadFailed what="the practice scenarios" error={scenarios.error} retrying={scenarios.isFetching} onRetry={() => void scenarios.refetch()} />
          ) : scenarioId && !scenario ? (
            <p className={styles.note} role="status">
              We do not know that practice scenario. <Link to="/practice-gym">See all scenarios</Link>.
            </p>
          ) : scenario ? (
            <ScenarioPractice key={scenario.id} scenario={scenario} rubric={rubric.data} signedIn={signedIn} />
          ) : (
            <ScenarioList
              scenarios={scenarios.data.scenarios}
              weakSkills={scenarios.data.weakSkills}
              selected={selected}
              onToggle={(skill, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(skill);
                  else next.delete(skill);
                  return next;
                })
              }
            />
          )}
        </div>
        {rubric.data ? <RubricView rubric={rubric.data} /> : null}
        {signedIn ? (
          <PracticeHistory
            attempts={attempts.data?.pages.flatMap((page) => page.attempts) ?? []}
            total={attempts.data?.pages[0]?.total ?? 0}
            older={olderPagesOf(attempts)}
            progress={progress.data}
            scenarios={scenarios.data?.scenarios ?? []}
            rubric={rubric.data}
            deletion={{
              deletingId: remove.isPending ? remove.variables.id : null,
              error: remove.error?.message ?? null,
              deleted: remove.isSuccess ? remove.variables : null,
              onDelete: (id, caption) => remove.mutate({ id, caption }),
            }}
          />
        ) : session.isPending ? null : (
          <p className={styles.note}>
            <Link to="/signup">Sign up</Link> or <LogInLink>log in</LogInLink> to keep a history of your attempts and see your level per skill grow.
          </p>
        )}
      </div>
    </div>
  );
}
