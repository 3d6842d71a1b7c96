// /assessments: hero, the four exercise cards, a sample story, insights and 'Discover more'. The open exercise is
// in the URL (?exercise=who-am-i) so a reload returns to it, and its progress comes back from localStorage.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ASSESSMENT_CARDS } from '@waypoint/assessment';
import { AssessmentSlugSchema, type AssessmentSlug } from '@waypoint/domain';
import { Button } from '@waypoint/ui';
import { useSessionUser } from '../../lib/session';
import styles from './components/assessments.module.css';
import { DiscoverMore } from './components/discover-more';
import { ExerciseOverlay } from './components/exercise-overlay';
import { ImportOffer } from './components/import-offer';
import { SampleReportDialog } from './components/sample-report-dialog';
import { HERO, INSIGHTS, PERSONA } from './content';

export const EXERCISE_PARAM = 'exercise';

export function AssessmentsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = AssessmentSlugSchema.safeParse(params.get(EXERCISE_PARAM));
  const open = parsed.success ? parsed.data : null;
  const [sample, setSample] = useState<AssessmentSlug | null>(null);
  const { user } = useSessionUser();
  const cardsHeading = useRef<HTMLHeadingElement>(null);

  const openExercise = (slug: AssessmentSlug) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(EXERCISE_PARAM, slug);
      return next;
    });
  const startButtons = useRef(new Map<AssessmentSlug, HTMLButtonElement>());
  const closeExercise = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(EXERCISE_PARAM);
      return next;
    });
  // The dialog gives focus back to the button that opened it. An exercise opened by a link, a reload or Forward had
  // no opener, and its dialog left the page with focus on the body: its card's start button takes focus instead.
  // After the commit that removed the dialog (a frame requested on close ran before it, and found focus still inside).
  const shown = useRef<AssessmentSlug | null>(open);
  useEffect(() => {
    const closed = shown.current;
    shown.current = open;
    if (open || !closed) return;
    if (document.activeElement === null || document.activeElement === document.body) startButtons.current.get(closed)?.focus();
  }, [open]);

  return (
    <div className={`page ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="assessments-title">
        <p className="page-eyebrow">{HERO.eyebrow}</p>
        <h1 id="assessments-title" className="page-title">
          {HERO.title}
        </h1>
        <p className="page-lead">{HERO.lead}</p>
        <Button size="lg" onClick={() => openExercise('what-makes-me-thrive')}>
          {HERO.pitchLabel}
        </Button>
      </section>

      {user ? <ImportOffer onClosed={() => cardsHeading.current?.focus()} /> : null}

      <section aria-labelledby="cards-title">
        <h2 id="cards-title" ref={cardsHeading} tabIndex={-1}>
          Four exercises
        </h2>
        <ul className={styles.cards}>
          {ASSESSMENT_CARDS.map((card) => (
            <li key={card.slug} className={styles.card}>
              <h3>{card.title}</h3>
              <p>
                <strong>{card.subtitle}</strong>
              </p>
              <p>{card.description}</p>
              <p className={styles.meta}>
                <span>{card.duration}</span>
                <span>{card.questionCountText}</span>
              </p>
              <div className={styles.actions}>
                <Button
                  ref={(button: HTMLButtonElement | null) => {
                    if (button) startButtons.current.set(card.slug, button);
                    else startButtons.current.delete(card.slug);
                  }}
                  onClick={() => openExercise(card.slug)}
                  aria-label={`${card.startLabel}: ${card.title}`}
                >
                  {card.startLabel}
                </Button>
                <Button variant="ghost" onClick={() => setSample(card.slug)} aria-label={`${card.sampleLabel}: ${card.title}`}>
                  {card.sampleLabel}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="persona-title">
        <h2 id="persona-title">Meet {PERSONA.name}</h2>
        <p className={styles.note}>{PERSONA.sampleNote}</p>
        {PERSONA.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section aria-labelledby="insights-title">
        <h2 id="insights-title">Insights</h2>
        <ul className={styles.insights}>
          {INSIGHTS.map((insight) => (
            <li key={insight.figure}>
              <span className={styles.figure}>{insight.figure}</span> {insight.text}
            </li>
          ))}
        </ul>
      </section>

      <DiscoverMore />

      {open ? <ExerciseOverlay slug={open} signedIn={user !== null} onClose={closeExercise} onOpenExercise={openExercise} /> : null}
      {sample ? <SampleReportDialog slug={sample} onClose={() => setSample(null)} /> : null}
    </div>
  );
}
