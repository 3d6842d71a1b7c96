import { featureCards } from '../content';
import type { FeatureCard } from '../content';
import styles from '../site.module.css';
import { DelayedLink } from './delayed-link';

const ICON_PATHS: Record<FeatureCard['icon'], string> = {
  compass: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 6.5-2 5-5 2 2-5 5-2Z',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2V6Zm6-2v14m6-12v14',
  route: 'M5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm14-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM5 15V9a4 4 0 0 1 4-4h6M19 9v6a4 4 0 0 1-4 4H9',
  chat: 'M4 5h16v10H9l-5 4V5Zm4 4h8m-8 3h5',
};

/**
 * The four promises as cards. D1: each leads to its real feature; like the other calls to action it
 * scrolls up and navigates after the spec's 1-second delay.
 */
export function FeatureCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`${styles.grid} ${styles.grid4}`}>
      {featureCards.map((card) => (
        <li key={card.id}>
          <DelayedLink to={card.to} className={`${styles.card} ${styles.cardLink}`}>
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[card.icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
            <Heading className={styles.h3}>{card.title}</Heading>
            <p className={styles.muted}>{card.description}</p>
            <span className={styles.more} aria-hidden="true">
              Explore →
            </span>
          </DelayedLink>
        </li>
      ))}
    </ul>
  );
}
