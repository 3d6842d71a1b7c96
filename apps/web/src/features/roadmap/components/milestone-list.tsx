// The plan's milestones in order: each with its skills, resources (real links), a practice scenario, a checkpoint and
// its time estimate, and a checkbox to tick it off.
import { PracticeScenarioLink } from '../../../lib/practice-scenario-link';
import { Tag } from '@waypoint/ui';
import type { Milestone } from '@waypoint/domain';
import styles from './roadmap.module.css';

export interface MilestoneListProps {
  milestones: readonly Milestone[];
  onTick: (id: string, done: boolean) => void;
  /** The milestone whose tick is being saved: its box ignores changes meanwhile, so it cannot be toggled twice. */
  pendingId?: string | null;
}

export function MilestoneList({ milestones, onTick, pendingId = null }: MilestoneListProps) {
  return (
    <ol className={styles.milestones} aria-label="Milestones">
      {milestones.map((milestone, index) => {
        const headingId = `milestone-${milestone.id}`;
        return (
          <li key={milestone.id} className={milestone.done ? `${styles.milestone} ${styles.milestoneDone}` : styles.milestone} aria-labelledby={headingId}>
            <div className={styles.milestoneHead}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={milestone.done}
                  // Not disabled while its tick is saved: a disabled box drops the keyboard focus to the page.
                  aria-disabled={pendingId === milestone.id || undefined}
                  onChange={(e) => {
                    if (pendingId !== milestone.id) onTick(milestone.id, e.target.checked);
                  }}
                  aria-label={`Done: ${milestone.title}`}
                />
              </label>
              <div>
                <h3 id={headingId}>
                  {index + 1}. {milestone.title}
                </h3>
                <p className={styles.meta}>
                  About {milestone.hours} hours over {plural(milestone.weeks, 'week')}
                  {milestone.done ? ' · Done' : ''}
                </p>
              </div>
            </div>
            {milestone.skills.length > 0 ? (
              <div>
                <h4 className={styles.subhead}>Skills to build</h4>
                <ul className={styles.tags}>
                  {milestone.skills.map((skill) => (
                    <li key={skill}>
                      <Tag tone="primary">{skill}</Tag>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {milestone.resources.length > 0 ? (
              <div>
                <h4 className={styles.subhead}>Resources</h4>
                <ul className={styles.resources}>
                  {milestone.resources.map((resource) => (
                    <li key={resource.link}>
                      <a href={resource.link} target="_blank" rel="noopener noreferrer">
                        {resource.name}
                      </a>{' '}
                      <span className={styles.meta}>({resource.school}, opens in a new tab)</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <h4 className={styles.subhead}>Checkpoint</h4>
              <p className={styles.meta}>{milestone.checkpoint}</p>
            </div>
            {milestone.practiceScenarioId ? (
              <p>
                <PracticeScenarioLink scenarioId={milestone.practiceScenarioId} label="Practise it in the practice gym" />
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
