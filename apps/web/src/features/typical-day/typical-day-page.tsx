// /typical-day (D29): pick an occupation (or arrive with ?code=, or take the one the roadmap leads to) and see its
// main tasks and work context as a day.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Spinner } from '@waypoint/ui';
import { usePageTitle } from '../../lib/page-title';
import { RequestError } from '../../lib/request-error';
import { LoadFailed } from '../../lib/load-failed';
import { useTypicalDay } from './api/get-typical-day';
import { CareerSearch } from './components/career-search';
import { DayPlan } from './components/day-plan';
import { useRoadmapTarget } from './model/roadmap-target';
import styles from './components/typical-day.module.css';

export const CODE_PARAM = 'code';

// An address with a code the catalogue does not have (or that is no code at all) came from an old or mistyped link:
// "The occupation code looks like 15-1252.00." told the person nothing they could act on.
const NOT_FOUND = 'We could not find that occupation. Search for it above to see its day.';
const isUnknownCode = (error: Error) => error instanceof RequestError && (error.status === 400 || error.status === 404);

export function TypicalDayPage() {
  const [params, setParams] = useSearchParams();
  const code = params.get(CODE_PARAM);
  const day = useTypicalDay(code);
  usePageTitle(day.data ? `A typical day: ${day.data.title}` : undefined);
  const picked = useRef(false);
  const target = useRoadmapTarget();
  const pick = (next: string) => {
    picked.current = true;
    setParams({ [CODE_PARAM]: next });
  };

  // After a pick from the results, move focus to the plan so keyboard users do not have to hunt for it.
  useEffect(() => {
    if (picked.current && day.data) {
      document.getElementById('day-plan')?.focus();
      picked.current = false;
    }
  }, [day.data]);

  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">Picture the work</p>
        <h1 className="page-title">A typical day</h1>
        <p className="page-lead">
          See an occupation&apos;s main tasks and working conditions laid out as a day, so you can picture the work before committing to it. Find roles among the{' '}
          <Link to="/skillmatch">trending careers</Link> or <Link to="/careers">all careers</Link>.
        </p>
      </div>
      <div className={styles.layout}>
        <CareerSearch selectedCode={code} onPick={pick} />
        {!code ? (
          <>
            <p className={styles.muted}>Search an occupation above to see what a day in it looks like.</p>
            {target ? (
              <div className={styles.shortcut}>
                <p>
                  Your roadmap leads to <strong>{target.role}</strong>.
                </p>
                <Button variant="secondary" onClick={() => pick(target.code)}>
                  Typical day: {target.role}
                </Button>
              </div>
            ) : null}
          </>
        ) : day.isPending ? (
          <Spinner label="Loading the day plan" />
        ) : day.isError && isUnknownCode(day.error) ? (
          <p className={styles.error} role="alert">
            {NOT_FOUND}
          </p>
        ) : day.isError ? (
          <LoadFailed what="the day plan" error={day.error} retrying={day.isFetching} onRetry={() => void day.refetch()} />
        ) : (
          <DayPlan day={day.data} />
        )}
      </div>
    </div>
  );
}
