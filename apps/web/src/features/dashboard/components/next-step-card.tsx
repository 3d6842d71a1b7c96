import { Link } from 'react-router';
import { buttonClassName } from '@waypoint/ui';
import type { NextStep } from '../model/next-step';
import styles from './dashboard.module.css';

export function NextStepCard({ step }: { step: NextStep }) {
  return (
    <section className={`${styles.card} ${styles.next} ${styles.wide}`} aria-labelledby="next-step-title" data-kind={step.kind}>
      <p className={styles.eyebrow}>Your next step</p>
      <h2 id="next-step-title">{step.title}</h2>
      <p>{step.text}</p>
      <p>
        <Link className={buttonClassName('primary')} to={step.to}>
          {step.action}
        </Link>
      </p>
    </section>
  );
}
