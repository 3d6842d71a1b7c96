import { Link } from 'react-router';
import { buttonClassName } from '@waypoint/ui';
import { ConfigurableLink } from './components/configurable-link';
import { FeatureCards } from './components/feature-cards';
import { TeamCarousel } from './components/team-carousel';
import { aboutCopy, team, values } from './content';
import styles from './site.module.css';

export const meta = aboutCopy.meta;

export function AboutPage() {
  const copy = aboutCopy;
  return (
    <>
      <section className={styles.section} aria-labelledby="about-us">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h1 id="about-us" className={styles.h1}>
            {copy.aboutUs.title}
          </h1>
          <p className={styles.lead}>{copy.aboutUs.text}</p>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="about-mission">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="about-mission" className={styles.h2}>
            {copy.mission.title}
          </h2>
          <p className={styles.lead}>{copy.mission.text}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-team">
        <div className={styles.container}>
          <h2 id="about-team" className={styles.h2}>
            {copy.team.title}
          </h2>
          <p className={styles.sample}>{copy.team.sampleNote}</p>
          <TeamCarousel members={team} />
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="about-features">
        <div className={styles.container}>
          <h2 id="about-features" className={styles.h2}>
            {copy.features.title}
          </h2>
          <FeatureCards />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-story">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="about-story" className={styles.h2}>
            {copy.story.title}
          </h2>
          {copy.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="about-values">
        <div className={styles.container}>
          <h2 id="about-values" className={styles.h2}>
            {copy.values.title}
          </h2>
          <ol className={`${styles.grid} ${styles.grid3}`}>
            {values.map((value) => (
              <li key={value.number} className={styles.card}>
                <span className={styles.number} aria-hidden="true">
                  {value.number}
                </span>
                <h3 className={styles.h3}>{value.title}</h3>
                <p className={styles.muted}>{value.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-ahead">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="about-ahead" className={styles.h2}>
            {copy.lookingAhead.title}
          </h2>
          <p>{copy.lookingAhead.text}</p>
          <div className={styles.actions}>
            <ConfigurableLink linkKey="betaSignup" variant="secondary">
              {copy.lookingAhead.cta}
            </ConfigurableLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="about-join">
        <div className={`${styles.container} ${styles.banner}`}>
          <h2 id="about-join" className={styles.h2}>
            {copy.join.title}
          </h2>
          <p>{copy.join.text}</p>
          <div className={styles.actions}>
            <ConfigurableLink linkKey="betaSignup" variant="secondary" className={styles.onDark}>
              {copy.join.cta}
            </ConfigurableLink>
            <Link to="/contact" className={buttonClassName('secondary', 'lg', styles.onDark)}>
              {copy.join.contact}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
