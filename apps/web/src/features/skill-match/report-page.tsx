// /skillmatch/reports/{id}: a saved skill-match report of the signed-in user, shown as the result it was (the
// dashboard lists them). 'New skill match' starts the questionnaire afresh, as on the result page; the report can be
// deleted, after which the page says so.
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Spinner } from '@waypoint/ui';
import { RequestError } from '../../lib/request-error';
import { LoadFailed } from '../../lib/load-failed';
import { useDeleteReport, useSkillMatchReport } from './api/skill-match-api';
import { DeleteReport } from './components/delete-report';
import { ResultView } from './components/result-view';
import { clearAnswers, stepPath } from './model/answers';
import { LogInLink } from '../../lib/log-in-link';

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function ReportPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const remove = useDeleteReport();
  // Of this address's report: the page stays mounted if the address moves on to another one.
  const deleted = remove.isSuccess && remove.variables.id === id ? remove.variables : null;
  const report = useSkillMatchReport(id, !deleted);
  const startAfresh = () => {
    clearAnswers();
    void navigate(stepPath(1));
  };

  if (deleted) return <ReportDeleted which={deleted.caption} onNew={startAfresh} />;

  if (report.isPending) {
    return (
      <div className="page">
        <Spinner label="Loading the report" />
      </div>
    );
  }
  if (report.isError) {
    const status = report.error instanceof RequestError ? report.error.status : 0;
    // 400: the address holds no report id at all (the API wants a UUID); to the reader that is the same as 404.
    const missing = status === 404 || status === 400;
    return (
      <div className="page">
        <div className="page-hero">
          <h1 className="page-title">{status === 401 ? 'Log in to see this report' : missing ? 'Report not found' : 'Something went wrong'}</h1>
          {status === 401 ? (
            <p className="page-lead">
              Saved skill-match reports belong to your account. <LogInLink>Log in</LogInLink> to open it.
            </p>
          ) : missing ? (
            <p className="page-lead">
              There is no report at this address in your account. <Link to="/dashboard">See your reports</Link>
            </p>
          ) : (
            <>
              <LoadFailed what="the report" error={report.error} retrying={report.isFetching} onRetry={() => void report.refetch()} />
              <p>
                <Link to="/dashboard">Back to my dashboard</Link>
              </p>
            </>
          )}
        </div>
      </div>
    );
  }
  const { input, result, report_id, created_at } = report.data;
  const which = `${input.currentRole} to ${input.desiredRole}, saved on ${savedOn(created_at)}`;
  return (
    <ResultView
      saved={{ input, result, reportId: report_id }}
      caption={`${which}.`}
      onNew={startAfresh}
      footer={
        <DeleteReport
          caption={which}
          deleting={remove.isPending}
          error={remove.error?.message ?? null}
          onDelete={() => remove.mutate({ id: report_id, caption: which })}
        />
      }
    />
  );
}

/**
 * In place of the report once deleted, read from the top with focus on its heading: the button that was used is gone,
 * and it was at the foot of a long page.
 */
function ReportDeleted({ which, onNew }: { which: string; onNew: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="page">
      <div className="page-hero">
        <h1 ref={heading} tabIndex={-1} className="page-title">
          Report deleted
        </h1>
        <p className="page-lead">
          Your skill match from {which}, is no longer in your account. <Link to="/dashboard">See your reports</Link>
        </p>
        <Button onClick={onNew}>New skill match</Button>
      </div>
    </div>
  );
}
