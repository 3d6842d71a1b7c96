// An occupation's typical day: time blocks with the tasks from the catalogue, its work context, and links on to
// practice, the occupation's page and a roadmap to it.
import { Link } from 'react-router';
import type { DayBlock, TypicalDay } from '@waypoint/domain';
import { PracticeScenarioLink } from '../../../lib/practice-scenario-link';
import styles from './typical-day.module.css';

const KIND_LABEL: Record<DayBlock['kind'], string> = { task: 'Task', break: 'Break', context: 'Work context' };

export function DayPlan({ day }: { day: TypicalDay }) {
  return (
    <article className={styles.plan} aria-labelledby="day-title" tabIndex={-1} id="day-plan">
      <h2 id="day-title">{day.title}: a typical day</h2>
      <p className={styles.muted}>{day.industry}</p>
      <p>{day.description}</p>
      <h3>The day</h3>
      <p className={styles.muted}>{day.schedule}</p>
      <ol className={styles.blocks}>
        {day.blocks.map((block) => (
          <li key={`${block.start}-${block.title}`} className={styles.block} data-kind={block.kind}>
            <span className={styles.time}>
              <time>{block.start}</time>
              {'–'}
              <time>{block.end}</time>
            </span>
            <div className={styles.blockBody}>
              <p>
                <strong>{block.title}</strong> <span className={styles.muted}>({KIND_LABEL[block.kind]})</span>
              </p>
              {block.detail && block.detail !== block.title ? <p className={styles.muted}>{block.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      {day.context.length > 0 ? (
        <>
          <h3>Work context</h3>
          <ul className={styles.context}>
            {day.context.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.links}>
        <PracticeScenarioLink scenarioId={day.practiceScenarioId} label="Practise a conversation from this job" />
        <Link to={`/careers/${encodeURIComponent(day.code)}`}>More about this occupation</Link>
        <Link to={`/roadmap?target=${encodeURIComponent(day.title)}`}>Plan a roadmap to this role</Link>
      </div>
    </article>
  );
}
