// /careers/{code} (D1, D29): one occupation from the catalogue - description, salary and growth with their sources,
// key skills, a typical-day preview from its tasks, and 'Analyze skill match' with it as the desired role.
import { Link, useParams } from 'react-router';
import { Spinner, Tag } from '@waypoint/ui';
import { CareerNotFoundError, useCareer } from './api/career-api';

export function CareerPage() {
  const code = useParams().code ?? '';
  const career = useCareer(code);

  if (career.isPending) {
    return (
      <div className="page">
        <Spinner label="Loading the career" />
      </div>
    );
  }
  if (career.isError) {
    return (
      <div className="page">
        <div className="page-hero">
          <h1 className="page-title">{career.error instanceof CareerNotFoundError ? 'Career not found' : 'Something went wrong'}</h1>
          <p className="page-lead">
            {career.error instanceof CareerNotFoundError ? `We have no occupation with the code ${code}.` : 'Please try again later.'}{' '}
            <Link to="/skillmatch">Back to Skill match</Link>
          </p>
        </div>
      </div>
    );
  }
  const c = career.data;
  const hard = c.skills.filter((s) => s.kind === 'hard' || s.kind === 'technology').slice(0, 10);
  const soft = c.skills.filter((s) => s.kind === 'soft').slice(0, 8);
  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">
          {c.industry} · {c.code}
        </p>
        <h1 className="page-title">{c.role}</h1>
        {c.role !== c.title ? <p className="page-lead">O*NET occupation: {c.title}</p> : null}
        <p className="page-lead">{c.description}</p>
        <div className="page-actions">
          <Link to={`/skillmatch/questionnaire/1?desiredRole=${encodeURIComponent(c.role)}`} className="page-action">
            Analyze skill match
          </Link>
        </div>
      </div>
      <section aria-labelledby="pay-title">
        <h2 id="pay-title">Pay and outlook</h2>
        <dl>
          <dt>Salary range (US, 10th-90th percentile)</dt>
          <dd>
            {c.salaryRange}
            {c.salary ? ` - median $${Math.round(c.salary.median / 1000)}K. Source: ${c.salary.source}.` : ''}
          </dd>
          <dt>Growth</dt>
          <dd>{c.growth ? `${c.growth.percent > 0 ? '+' : ''}${c.growth.percent}% over ${c.growth.period}. Source: ${c.growth.source}.` : 'Not available'}</dd>
        </dl>
      </section>
      <section aria-labelledby="skills-title">
        <h2 id="skills-title">Key skills</h2>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
          {[...hard, ...soft].map((s) => (
            <li key={s.id}>
              <Tag tone={s.kind === 'soft' ? 'neutral' : 'primary'}>{s.name}</Tag>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="day-title">
        <h2 id="day-title">A typical day</h2>
        <ol>
          {c.tasks.slice(0, 6).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </section>
      <p>
        <small>{c.catalogue_source}</small>
      </p>
    </div>
  );
}
