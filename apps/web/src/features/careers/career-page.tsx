// /careers/{code} (D1, D29): one occupation from the catalogue - what it is and its other names, pay, outlook and
// preparation with their sources, its key skills by kind, a typical-day preview from its tasks, and the next steps
// ('Analyze skill match' with it as the desired role, the whole typical day, a roadmap to it), and the roles its skills lead to.
import { Link, useParams } from 'react-router';
import { OEWS_TOP_CODED_ANNUAL, SKILLMATCH_TEXT, thousandsOfDollars } from '@waypoint/domain';
import { Spinner, Tag } from '@waypoint/ui';
import { CareerNotFoundError, useCareer, type CareerWire } from './api/career-api';
import { usePageTitle } from '../../lib/page-title';
import { LoadFailed } from '../../lib/load-failed';
import { RelatedRoles } from './components/related-roles';
import styles from './career-page.module.css';
import { growthText, otherNames, preparationOf, skillGroups } from './model/career-facts';

const TASKS_SHOWN = 6;

export function CareerPage() {
  const code = useParams().code ?? '';
  const career = useCareer(code);
  const notFound = career.error instanceof CareerNotFoundError;
  usePageTitle(career.data?.role ?? (notFound ? 'Career not found' : undefined));

  if (career.isPending) {
    return (
      <div className="page">
        <Spinner label="Loading the career" />
      </div>
    );
  }
  if (career.isError && !notFound) {
    // Most often brief (a restart, a dropped connection): asking again is the way on, the search the way around.
    return (
      <div className="page">
        <div className="page-hero">
          <h1 className="page-title">Something went wrong</h1>
          <LoadFailed what="this career" error={career.error} retrying={career.isFetching} onRetry={() => void career.refetch()} />
          <p>
            <Link to="/careers">Search all careers</Link>
          </p>
        </div>
      </div>
    );
  }
  if (career.isError) {
    // A link may be old or mistyped: the way on is the search of every career, by name.
    return (
      <div className="page">
        <div className="page-hero">
          <h1 className="page-title">Career not found</h1>
          <p className="page-lead">{`We have no occupation with the code ${code}.`}</p>
          <div className="page-actions">
            <Link to="/careers" className="page-action">
              Search all careers
            </Link>
            <Link to="/skillmatch" className="page-action-secondary">
              See trending careers
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const c = career.data;
  const aka = otherNames(c);
  const typicalDay = `/typical-day?code=${encodeURIComponent(c.code)}`;
  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">
          {c.industry} · <span className={styles.code}>{c.code}</span>
        </p>
        <h1 className="page-title">{c.role}</h1>
        {c.role !== c.title ? <p className={styles.aka}>O*NET occupation: {c.title}</p> : null}
        {aka.length > 0 ? <p className={styles.aka}>Also called: {aka.join(', ')}</p> : null}
        <p className={styles.intro}>{c.description}</p>
        <div className="page-actions">
          <Link to={`/skillmatch/questionnaire/1?desiredRole=${encodeURIComponent(c.role)}`} className="page-action">
            Analyze skill match
          </Link>
          <Link to={typicalDay} className="page-action-secondary">
            See a typical day
          </Link>
          <Link to={`/roadmap?target=${encodeURIComponent(c.role)}`} className="page-action-secondary">
            Plan a roadmap
          </Link>
        </div>
      </div>
      <PayAndOutlook career={c} />
      <section aria-labelledby="skills-title" className={styles.section}>
        <h2 id="skills-title" className={styles.sectionTitle}>
          Key skills
        </h2>
        {c.skillsFrom ? <SkillsFrom from={c.skillsFrom} /> : null}
        <div className={styles.skillGroups}>
          {skillGroups(c.skills).map((group) => (
            <div key={group.id}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul className={styles.tags}>
                {group.skills.map((s) => (
                  <li key={s.id}>
                    <Tag tone={group.id === 'tools' ? 'primary' : 'neutral'}>{s.name}</Tag>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      {c.tasks.length > 0 ? (
        <section aria-labelledby="day-title" className={styles.section}>
          <h2 id="day-title" className={styles.sectionTitle}>
            Main tasks
          </h2>
          <ol className={styles.tasks}>
            {c.tasks.slice(0, TASKS_SHOWN).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
          {/* The day plan lays out the tasks its hours hold (five or six), not "the whole day" of this list. */}
          <Link to={typicalDay}>See them over a typical day</Link>
        </section>
      ) : null}
      <RelatedRoles role={c.role} related={c.related} />
      <p className={styles.sources}>{c.catalogue_source}</p>
      <p>
        <Link to="/careers">Explore other careers</Link>
      </p>
    </div>
  );
}

/** Says whose skills these are when O*NET rates none of this occupation's: a reader should not take them as its own. */
function SkillsFrom({ from }: { from: NonNullable<CareerWire['skillsFrom']> }) {
  return (
    <p className={styles.sectionLead}>
      O*NET has not rated this occupation's skills yet, so these are those of the occupation most like it:{' '}
      {from.role ? <Link to={`/careers/${encodeURIComponent(from.code)}`}>{from.role}</Link> : `O*NET ${from.code}`}.
    </p>
  );
}

function PayAndOutlook({ career: c }: { career: CareerWire }) {
  const preparation = preparationOf(c.jobZone);
  // Only where BLS publishes no annual pay for the work (actors, musicians): their hourly wages instead.
  const hourly = c.salary ? null : c.hourlyPay;
  const sources = [c.salary?.source, hourly?.source, c.growth?.source].filter(Boolean);
  return (
    <section aria-labelledby="pay-title" className={styles.section}>
      <h2 id="pay-title" className={styles.sectionTitle}>
        Pay and outlook
      </h2>
      <dl className={styles.stats}>
        {c.salary ? (
          <div className={styles.stat}>
            <dt>Median pay (US)</dt>
            <dd className={styles.figure}>{thousandsOfDollars(c.salary.median)}</dd>
            <dd className={styles.figureNote}>
              {c.salary.median >= OEWS_TOP_CODED_ANNUAL ? `a year: BLS publishes no figure above $${OEWS_TOP_CODED_ANNUAL.toLocaleString('en-US')}` : 'a year'}
            </dd>
          </div>
        ) : null}
        {hourly ? (
          <div className={styles.stat}>
            <dt>Median pay (US)</dt>
            <dd className={styles.figure}>{SKILLMATCH_TEXT.hourlyWage(hourly.median)}</dd>
            <dd className={styles.figureNote}>an hour: few work a full year, so BLS publishes no yearly pay</dd>
          </div>
        ) : null}
        <div className={styles.stat}>
          <dt>Pay range (US)</dt>
          {hourly ? (
            <>
              <dd className={styles.figure}>
                {SKILLMATCH_TEXT.hourlyWage(hourly.low)} - {SKILLMATCH_TEXT.hourlyWage(hourly.high)}
              </dd>
              <dd className={styles.figureNote}>an hour, 10th to 90th percentile</dd>
            </>
          ) : (
            <>
              <dd className={styles.figure}>{c.salaryRange}</dd>
              {c.salary ? <dd className={styles.figureNote}>10th to 90th percentile</dd> : null}
            </>
          )}
        </div>
        <div className={styles.stat}>
          <dt>Job outlook</dt>
          <dd className={styles.figure}>{c.growth ? growthText(c.growth.percent) : 'Not available'}</dd>
          {c.growth ? <dd className={styles.figureNote}>projected change {c.growth.period}</dd> : null}
        </div>
        {preparation ? (
          <div className={styles.stat}>
            <dt>Preparation</dt>
            <dd className={styles.figure}>{preparation.label}</dd>
            <dd className={styles.figureNote}>{preparation.detail}</dd>
          </div>
        ) : null}
      </dl>
      {sources.length > 0 ? <p className={styles.sources}>Sources: {sources.join('; ')}.</p> : null}
    </section>
  );
}
