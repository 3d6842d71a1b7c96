// 'Related roles' of an occupation page: the roles this occupation's skills cover best, as the skill-match engine
// scores them, each a link to its own page. A career changer reads it as 'where could this job take me next', so each
// role shows its median pay beside its match: a role that asks for less may also pay less.
import { useId } from 'react';
import { Link } from 'react-router';
import { medianPayText, withArticle } from '@waypoint/domain';
import type { CareerWire } from '../api/career-api';
import styles from '../career-page.module.css';

export function RelatedRoles({ role, related }: { role: string; related: CareerWire['related'] }) {
  const id = useId();
  if (related.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Related roles
      </h2>
      <p className={styles.sectionLead}>
        Roles that ask for skills like these. The percent is how much of each role&apos;s skills {withArticle(role)} already brings; the
        pay is the role&apos;s US median.
      </p>
      <ul className={styles.relatedList} aria-label={`Roles related to ${role}`}>
        {related.map((r) => (
          <li key={r.code} className={styles.related}>
            <Link to={`/careers/${encodeURIComponent(r.code)}`} className={styles.resultTitle}>
              {r.role}
            </Link>
            <span className={styles.percent}>
              {[`${r.percent}% skill match`, medianPayText(r)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
