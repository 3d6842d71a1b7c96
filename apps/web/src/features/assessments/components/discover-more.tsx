import { Link } from 'react-router';
import { buttonClassName } from '@waypoint/ui';
import styles from './assessments.module.css';

/** D1: both promises are in-app features, not an outside form. */
export function DiscoverMore({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label="Discover more">
      <Heading>Discover more</Heading>
      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to="/roadmap">
          Build roadmap
        </Link>
        <Link className={buttonClassName('secondary')} to="/skillmatch">
          Compare roles
        </Link>
      </div>
    </section>
  );
}
