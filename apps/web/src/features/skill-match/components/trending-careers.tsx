// 'Trending careers with high growth potential' (spec section 2, D22): the 'Hot careers' card with the catalogue's
// fastest-growing occupations, fastest first - a table on desktop, cards on phones (ResponsiveTable), 2 rows until 'View All', and a
// dialog with the role's details and a link to its page.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Dialog, Spinner, Tag } from '@waypoint/ui';
import { useTrendingCareers, type TrendingWire } from '../api/skill-match-api';
import { LoadFailed } from '../../../lib/load-failed';
import { ResponsiveTable } from '@waypoint/ui';
import styles from './skill-match.module.css';

type Career = TrendingWire['careers'][number];

/** Rows shown before 'View All' (spec section 9: 2 of 6). */
export const COLLAPSED_ROWS = 2;

/** 'Job outlook (2034)': the end year of the projection period the figures come from. */
export function outlookHeader(period: string | null): string {
  const end = period?.match(/(\d{4})\s*$/)?.[1];
  return end ? `Job outlook (${end})` : 'Job outlook';
}

export function TrendingCareers() {
  const trending = useTrendingCareers();
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<Career | null>(null);

  return (
    <section className={styles.section} aria-labelledby="trending-title">
      <h2 id="trending-title" className={styles.sectionTitle}>
        Trending careers with high growth potential
      </h2>
      <Card heading="Hot careers" headingLevel={3}>
        {trending.isPending ? <Spinner label="Loading trending careers" /> : null}
        {trending.isError ? (
          <LoadFailed what="the trending careers" error={trending.error} retrying={trending.isFetching} onRetry={() => void trending.refetch()} />
        ) : null}
        {trending.data ? (
          <>
            <ResponsiveTable<Career>
              caption="Hot careers"
              hideCaption
              rows={expanded ? trending.data.careers : trending.data.careers.slice(0, COLLAPSED_ROWS)}
              getRowKey={(row) => row.id}
              onRowActivate={setOpen}
              columns={[
                { key: 'role', header: 'Role' },
                { key: 'salary', header: 'US Salary range' },
                { key: 'industry', header: 'Industry' },
                { key: 'keySkills', header: 'Key skills (count)', render: (row) => `${row.keySkills.length}` },
                { key: 'jobOutlook', header: outlookHeader(trending.data.outlook_period), render: (row) => row.jobOutlook },
              ]}
            />
            {trending.data.careers.length > COLLAPSED_ROWS ? (
              <Button variant="secondary" className={styles.toggle} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
                {expanded ? 'View Less' : 'View All'}
              </Button>
            ) : null}
            <p className={styles.note}>
              The roles with the fastest projected employment growth in our occupation catalogue. Salaries: {trending.data.salary_source ?? 'not available'}. Job outlook: {trending.data.outlook_source ?? 'not available'}
              {trending.data.outlook_period ? `, projected change ${trending.data.outlook_period}` : ''}.
            </p>
          </>
        ) : null}
      </Card>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open?.role ?? ''}>
        {open ? (
          <>
            <dl className={styles.dialogList}>
              <dt>Industry</dt>
              <dd>{open.industry}</dd>
              <dt>Role</dt>
              <dd>{open.role}</dd>
              <dt>Salary range</dt>
              <dd>{open.salary}</dd>
              <dt>Growth</dt>
              <dd>{open.growth ? `${open.growth.percent > 0 ? '+' : ''}${open.growth.percent}% (${open.growth.period})` : 'Not available'}</dd>
            </dl>
            <h3>Key skills</h3>
            <ul className={styles.tags}>
              {open.keySkills.map((skill) => (
                <li key={skill}>
                  <Tag>{skill}</Tag>
                </li>
              ))}
            </ul>
            <p>{open.descr}</p>
            <Link to={`/careers/${open.id}`}>More about {open.role}</Link>
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
