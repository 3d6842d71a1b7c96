import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@waypoint/ui';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';
import { ConfigurableLink } from './components/configurable-link';
import { DelayedLink } from './components/delayed-link';
import { FeatureCards } from './components/feature-cards';
import { CompassIllustration, PathIllustration } from './components/illustrations';
import { RequestError } from '../../lib/request-error';
import { NewsletterForm } from './components/newsletter-form';
import { CarouselItem, ScrollCarousel } from './components/scroll-carousel';
import { careerStatistics, coveredCards, homeCopy, journey, lifetimeHours, persona, sampleReport } from './content';
import styles from './site.module.css';

export const meta = homeCopy.meta;

// Loaded when first opened: the home page's own JavaScript is part of the public routes' 130 KB budget.
const SampleReportDialog = lazy(() => import('./components/sample-report-dialog').then((m) => ({ default: m.SampleReportDialog })));

const ASSESSMENTS = '/assessments';

export function HomePage() {
  const copy = homeCopy;
  const [reportOpen, setReportOpen] = useState(false);
  const newsletter = useSubscribeNewsletter();

  return (
    <>
      <section className={styles.section} aria-labelledby="home-hero">
        <div className={`${styles.container} ${styles.split}`}>
          <div>
            <p className={styles.eyebrow}>{copy.hero.eyebrow}</p>
            <h1 id="home-hero" className={styles.h1}>
              {copy.hero.title}
            </h1>
            <p className={styles.lead}>{copy.hero.lead}</p>
            <div className={styles.actions}>
              <DelayedLink to={ASSESSMENTS} className={buttonClassName('primary', 'lg')}>
                {copy.hero.gettingStarted}
              </DelayedLink>
              <Link to="/contact" className={buttonClassName('secondary', 'lg')}>
                {copy.hero.contactUs}
              </Link>
              <ConfigurableLink linkKey="betaSignup" variant="ghost">
                {copy.hero.subscribeBeta}
              </ConfigurableLink>
            </div>
          </div>
          {/* Above the fold: drawn inline (no request), fixed size, so nothing shifts. */}
          <CompassIllustration width={360} height={360} className={styles.art} />
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-features">
        <div className={styles.container}>
          <h2 id="home-features" className={styles.h2}>
            {copy.features.title}
          </h2>
          <FeatureCards />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-hours">
        <div className={`${styles.container} ${styles.banner}`}>
          <h2 id="home-hours" className={styles.h2}>
            <span className={styles.bannerFigure}>{lifetimeHours.value}</span>
            {lifetimeHours.label}
          </h2>
          <p>{copy.hoursBanner.text}</p>
          <p className={styles.small}>Source: {lifetimeHours.source}</p>
          <div className={styles.actions}>
            <DelayedLink to={ASSESSMENTS} className={buttonClassName('secondary', 'lg', styles.onDark)}>
              {copy.hoursBanner.cta}
            </DelayedLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-assessments">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="home-assessments" className={styles.h2}>
            {copy.assessments.title}
          </h2>
          <p className={styles.lead}>{copy.assessments.lead}</p>
          <ul className={styles.list}>
            {copy.assessments.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button type="button" className={buttonClassName('secondary', 'lg')} onClick={() => setReportOpen(true)}>
              {copy.assessments.sampleReport}
            </button>
            <DelayedLink to={ASSESSMENTS} className={buttonClassName('primary', 'lg')}>
              {copy.assessments.start}
            </DelayedLink>
          </div>
          {reportOpen && (
            <Suspense fallback={null}>
              <SampleReportDialog open onClose={() => setReportOpen(false)} report={sampleReport} />
            </Suspense>
          )}
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-journey">
        <div className={`${styles.container} ${styles.narrow}`}>
          <p className={styles.eyebrow}>{journey.eyebrow}</p>
          <h2 id="home-journey" className={styles.h2}>
            {journey.title}
          </h2>
          <p className={styles.sample}>{copy.journey.sampleLabel}</p>
          <p>{persona.summary}</p>
          <ol className={styles.timeline}>
            {journey.milestones.map((milestone) => (
              <li key={milestone.title}>
                <span className={styles.when}>{milestone.when}</span>
                <h3 className={styles.h3}>{milestone.title}</h3>
                <p className={styles.muted}>{milestone.description}</p>
              </li>
            ))}
          </ol>
          <p className={`${styles.small} ${styles.muted}`}>{persona.sampleNote}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-why">
        <div className={styles.container}>
          <h2 id="home-why" className={styles.h2}>
            {copy.why.title}
          </h2>
          <ul className={`${styles.grid} ${styles.grid3}`}>
            {copy.why.points.map((point) => (
              <li key={point.title} className={styles.card}>
                <h3 className={styles.h3}>{point.title}</h3>
                <p className={styles.muted}>{point.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <DelayedLink to={ASSESSMENTS} className={buttonClassName('primary', 'lg')}>
              {copy.why.cta}
            </DelayedLink>
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-stats">
        <div className={styles.container}>
          <h2 id="home-stats" className={styles.h2}>
            {copy.stats.title}
          </h2>
          <ul className={`${styles.grid} ${styles.grid3}`}>
            {careerStatistics.map((stat, index) => (
              <li key={stat.id} className={styles.card}>
                <p className={styles.stat}>{stat.value}</p>
                <p>
                  {stat.label}
                  <a
                    href={`#source-${stat.id}`}
                    className={styles.sourceRef}
                    aria-label={`Source ${index + 1}`}
                  >
                    [{index + 1}]
                  </a>
                </p>
              </li>
            ))}
          </ul>
          <div className={styles.sources}>
            <h3 className={styles.h3}>{copy.stats.sourcesLabel}</h3>
            <ol className={styles.list}>
              {careerStatistics.map((stat) => (
                <li key={stat.id} id={`source-${stat.id}`} className={`${styles.small} ${styles.muted}`}>
                  {stat.value}: {stat.source}
                </li>
              ))}
            </ol>
          </div>
          <div className={styles.actions}>
            <ConfigurableLink linkKey="community" variant="primary">
              {copy.stats.cta}
            </ConfigurableLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-covered">
        <div className={styles.container}>
          <h2 id="home-covered" className={styles.h2}>
            {copy.covered.title}
          </h2>
          <ScrollCarousel label={copy.covered.title} previousLabel={copy.covered.previous} nextLabel={copy.covered.next}>
            {coveredCards.map((card) => (
              <CarouselItem key={card.id}>
                <article className={styles.card} aria-labelledby={`covered-${card.id}`}>
                  <h3 id={`covered-${card.id}`} className={styles.h3}>
                    {card.title}
                  </h3>
                  <p className={styles.muted}>{card.description}</p>
                </article>
              </CarouselItem>
            ))}
          </ScrollCarousel>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-image">
        <div className={`${styles.container} ${styles.split}`}>
          <PathIllustration width={480} height={320} className={styles.art} alt={copy.imageSection.imageAlt} />
          <div>
            <h2 id="home-image" className={styles.h2}>
              {copy.imageSection.title}
            </h2>
            <p className={styles.lead}>{copy.imageSection.text}</p>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-closing">
        <div className={`${styles.container} ${styles.banner}`}>
          <h2 id="home-closing" className={styles.h2}>
            {copy.closing.title}
          </h2>
          <p>{copy.closing.text}</p>
          <div className={styles.actions}>
            <Link to="/contact" className={buttonClassName('secondary', 'lg', styles.onDark)}>
              {copy.closing.collaborate}
            </Link>
            <ConfigurableLink linkKey="betaSignup" variant="secondary" className={styles.onDark}>
              {copy.closing.signUp}
            </ConfigurableLink>
          </div>
        </div>
      </section>

      <section id="newsletter" className={`${styles.section} ${styles.alt}`} aria-labelledby="home-newsletter">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="home-newsletter" className={styles.h2}>
            {copy.newsletter.title}
          </h2>
          <p>{copy.newsletter.text}</p>
          <NewsletterForm
            onSubmit={(email) => newsletter.mutate(email)}
            pending={newsletter.isPending}
            succeeded={newsletter.isSuccess}
            failed={newsletter.isError}
            failureDetail={newsletter.error instanceof RequestError ? newsletter.error.serverDetail : null}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-contact">
        <div className={`${styles.container} ${styles.narrow}`}>
          <h2 id="home-contact" className={styles.h2}>
            {copy.contact.title}
          </h2>
          <p>{copy.contact.text}</p>
          <div className={styles.actions}>
            <Link to="/contact" className={buttonClassName('primary', 'lg')}>
              {copy.contact.cta}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
