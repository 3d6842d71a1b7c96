// Shown to a signed-in user with no saved plan when this browser holds one they made before signing in: the page
// had promised that signing in keeps it. Keep it (it becomes the account's plan, ticks included) or start afresh.
import { Button } from '@waypoint/ui';
import type { Roadmap } from '@waypoint/domain';
import { progressOf } from '../model/local-roadmap';
import styles from './roadmap.module.css';

export interface LocalPlanOfferProps {
  roadmap: Roadmap;
  onKeep: () => void;
  keeping: boolean;
  onDiscard: () => void;
  error: string | null;
}

export function LocalPlanOffer({ roadmap, onKeep, keeping, onDiscard, error }: LocalPlanOfferProps) {
  const { done, total } = progressOf(roadmap);
  return (
    <section className={styles.empty} aria-labelledby="local-plan-title">
      <h2 id="local-plan-title" className={styles.offerTitle}>
        Keep the plan you made before signing in?
      </h2>
      <p>
        From {roadmap.currentRole} to {roadmap.targetRole}: {done} of {total} milestones done. It is kept in this browser only until you save it to your
        account.
      </p>
      <div className={styles.actions}>
        <Button onClick={onKeep} loading={keeping}>
          Keep it in my account
        </Button>
        <Button variant="ghost" onClick={onDiscard} disabled={keeping}>
          Start afresh
        </Button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
