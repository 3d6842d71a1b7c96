// Browsing the catalogue by field of work, for people who do not know a job title to search for yet: the fields with
// how many occupations each holds, and one field's occupations (?field=15) with median pay and outlook. Moving
// between the two puts focus on the heading of what appeared, as the link that was used went away.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { medianPayText } from '@waypoint/domain';
import { Spinner } from '@waypoint/ui';
import { isOtherName } from '../../../lib/career-search';
import { LoadFailed } from '../../../lib/load-failed';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { FieldNotFoundError, careerFieldQuery, careerFieldsQuery } from '../api/career-api';
import { growthText } from '../model/career-facts';
import styles from '../career-page.module.css';

/** History state of the links here: the view they open takes focus. */
const BROWSED = { browsed: true };

/** The section's heading; it takes focus when it first appears after a link here was used. */
function BrowseHeading({ id, children }: { id: string; children: ReactNode }) {
  const browsed = (useLocation().state as { browsed?: boolean } | null)?.browsed === true;
  const ref = useFocusOnMount<HTMLHeadingElement>(browsed);
  return (
    <h2 id={id} className={styles.groupTitle} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function FieldList() {
  const fields = useQuery(careerFieldsQuery);
  return (
    <section aria-labelledby="browse-fields" className={styles.section}>
      <BrowseHeading id="browse-fields">Browse by field</BrowseHeading>
      {fields.isPending ? (
        <Spinner size="sm" label="Loading the fields" />
      ) : fields.isError ? (
        <LoadFailed what="the fields of work" error={fields.error} retrying={fields.isFetching} onRetry={() => void fields.refetch()} />
      ) : (
        <ul className={styles.fields}>
          {fields.data.fields.map((field) => (
            <li key={field.id}>
              <Link to={`/careers?field=${field.id}`} state={BROWSED} className={styles.field}>
                <span className={styles.fieldName}>{field.name}</span>{' '}
                <span className={styles.count}>
                  {field.count} {field.count === 1 ? 'occupation' : 'occupations'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FieldOccupations({ id }: { id: string }) {
  const field = useQuery(careerFieldQuery(id));
  const allFields = (
    <Link to="/careers" state={BROWSED}>
      All fields
    </Link>
  );
  if (field.isPending) return <Spinner size="sm" label="Loading the field" />;
  if (field.isError) {
    return (
      <section aria-labelledby="field-title" className={styles.section}>
        <BrowseHeading id="field-title">Browse by field</BrowseHeading>
        {field.error instanceof FieldNotFoundError ? (
          <p role="alert">We could not find that field. Pick one from all the fields.</p>
        ) : (
          <LoadFailed what="the field" error={field.error} retrying={field.isFetching} onRetry={() => void field.refetch()} />
        )}
        {allFields}
      </section>
    );
  }
  const { name, occupations } = field.data;
  return (
    <section aria-labelledby="field-title" className={styles.section}>
      <BrowseHeading id="field-title">{name}</BrowseHeading>
      <p className={styles.sectionLead}>
        {occupations.length} {occupations.length === 1 ? 'occupation' : 'occupations'}. {allFields}
      </p>
      <ul className={styles.results} aria-label={`Occupations in ${name}`}>
        {occupations.map((occ) => (
          <li key={occ.code} className={styles.result}>
            <Link to={`/careers/${encodeURIComponent(occ.code)}`} className={styles.resultTitle}>
              {occ.role}
            </Link>
            {factsOf(occ) ? <span className={styles.aka}>{factsOf(occ)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Software Developers · $133K median pay · +15.8% outlook': the O*NET title when it says more than the role name
 * (not 'Data Scientists' under 'Data Scientist'), leaving out what the catalogue does not have.
 */
function factsOf(occ: { role: string; title: string; medianPay: number | null; medianHourlyPay: number | null; growthPercent: number | null }): string {
  return [
    isOtherName(occ.title, occ.role) ? occ.title : null,
    medianPayText(occ),
    occ.growthPercent !== null ? `${growthText(occ.growthPercent)} outlook` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
