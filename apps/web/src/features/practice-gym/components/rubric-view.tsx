// The published rubric (D28), so users can see how answers are scored before and after they write.
import { Collapsible } from '@waypoint/ui';
import type { Rubric } from '@waypoint/domain';
import styles from './practice.module.css';

export function RubricView({ rubric }: { rubric: Rubric }) {
  return (
    <Collapsible title="How answers are scored (the rubric)">
      <div className={styles.rubric}>
        <p className={styles.muted}>Each criterion is scored from 1 to 5. Rubric version {rubric.version}.</p>
        {rubric.criteria.map((criterion) => (
          <div key={criterion.id}>
            <h3 className={styles.criterionTitle}>{criterion.title}</h3>
            <p>{criterion.description}</p>
            <dl>
              {criterion.levels.map((level) => (
                <div key={level.score}>
                  <dt>{level.score}</dt>
                  <dd>{level.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Collapsible>
  );
}
