import { ConfigurableLink } from './components/configurable-link';
import { DelayedLink } from './components/delayed-link';
import { approachCopy } from './content';
import { buttonClassName } from '@waypoint/ui';
import styles from './site.module.css';

export const meta = approachCopy.meta;

export function OurApproachPage() {
  const copy = approachCopy;
  return (
    <>
      <article className={styles.section} aria-labelledby="approach-title">
        <div className={styles.container}>
          <div className={styles.article}>
            <h1 id="approach-title" className={styles.h1}>
              {copy.title}
            </h1>
            <p className={styles.lead}>{copy.lead}</p>
            {copy.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {'bullets' in section && section.bullets ? (
                  <ul className={styles.list}>
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </article>
      <section className={styles.section} aria-labelledby="approach-join">
        <div className={`${styles.container} ${styles.banner}`}>
          <h2 id="approach-join" className={styles.h2}>
            {copy.banner.title}
          </h2>
          <p>{copy.banner.text}</p>
          <div className={styles.actions}>
            <DelayedLink to="/assessments" className={buttonClassName('secondary', 'lg', styles.onDark)}>
              {copy.banner.start}
            </DelayedLink>
            <ConfigurableLink linkKey="betaSignup" variant="secondary" className={styles.onDark}>
              {copy.banner.beta}
            </ConfigurableLink>
          </div>
        </div>
      </section>
    </>
  );
}
