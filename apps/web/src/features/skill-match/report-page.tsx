// /skillmatch/reports/{id}: a saved skill-match report of the signed-in user, shown as the result it was (the
// dashboard lists them). 'New skill match' starts the questionnaire afresh, as on the result page.
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@waypoint/ui';
import { RequestError } from '../../lib/request-error';
import { LoadFailed } from '../../lib/load-failed';
import { useSkillMatchReport } from './api/skill-match-api';
import { ResultView } from './components/result-view';
import { clearAnswers, stepPath } from './model/answers';
import { LogInLink } from '../../lib/log-in-link';

const savedOn = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function ReportPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const report = useSkillMatchReport(id);

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
  return (
    <ResultView
      saved={{ input, result, reportId: report_id }}
      caption={`${input.currentRole} to ${input.desiredRole}, saved on ${savedOn(created_at)}.`}
      onNew={() => {
        clearAnswers();
        void navigate(stepPath(1));
      }}
    />
  );
}
