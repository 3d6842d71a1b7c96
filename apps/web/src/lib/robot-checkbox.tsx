import { useEffect, useRef } from 'react';
import { proveNotARobot } from './robot-check';
import styles from './robot-checkbox.module.css';

export type RobotState = { status: 'unchecked' } | { status: 'solving' } | { status: 'solved'; payload: string } | { status: 'failed' };

/**
 * The spec's "I am not a robot" checkbox, backed by a proof of work (D13): ticking it solves a challenge from the
 * server in the background; the form sends the solution with its request.
 */
export function RobotCheckbox({ state, onChange }: { state: RobotState; onChange: (state: RobotState) => void }) {
  const controller = useRef<AbortController | null>(null);
  // The parent owns the state (it resets it after a failed submit: a solution is single-use).
  const checked = state.status === 'solving' || state.status === 'solved';
  useEffect(() => () => controller.current?.abort(), []);

  async function toggle(next: boolean) {
    controller.current?.abort();
    if (!next) return onChange({ status: 'unchecked' });
    const current = new AbortController();
    controller.current = current;
    onChange({ status: 'solving' });
    try {
      const payload = await proveNotARobot(current.signal);
      if (!current.signal.aborted) onChange({ status: 'solved', payload });
    } catch {
      if (!current.signal.aborted) onChange({ status: 'failed' });
    }
  }

  return (
    <div className={styles.robot}>
      <label className={styles.checkboxLabel}>
        <input type="checkbox" checked={checked} onChange={(event) => void toggle(event.target.checked)} />
        I am not a robot
      </label>
      <span className={styles.hint} role="status">
        {state.status === 'solving' ? 'Checking…' : state.status === 'solved' ? 'Verified' : state.status === 'failed' ? 'The check failed. Please untick and tick the box again.' : ''}
      </span>
    </div>
  );
}
