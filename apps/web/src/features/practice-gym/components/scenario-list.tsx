// The scenario list, personalised by the server's order, with soft-skill filters (chips) on top.
import { Link } from 'react-router';
import { Chip, Tag } from '@waypoint/ui';
import { SOFT_SKILL_LABELS, type Scenario, type SoftSkill } from '@waypoint/domain';
import styles from './practice.module.css';

export interface ScenarioListProps {
  scenarios: readonly Scenario[];
  weakSkills: readonly SoftSkill[];
  selected: ReadonlySet<SoftSkill>;
  onToggle: (skill: SoftSkill, on: boolean) => void;
}

export function ScenarioList({ scenarios, weakSkills, selected, onToggle }: ScenarioListProps) {
  const skills = [...new Set(scenarios.map((s) => s.skill))];
  const shown = selected.size === 0 ? scenarios : scenarios.filter((s) => selected.has(s.skill));
  return (
    <section className={styles.section} aria-labelledby="scenarios-title">
      <h2 id="scenarios-title" tabIndex={-1}>Choose a scenario</h2>
      {weakSkills.length > 0 ? (
        <p className={styles.muted}>Ordered for the skills you want to work on: {weakSkills.map((s) => SOFT_SKILL_LABELS[s]).join(', ')}.</p>
      ) : null}
      <fieldset className={styles.filters}>
        <legend>Filter by soft skill</legend>
        {skills.map((skill) => (
          <Chip key={skill} label={SOFT_SKILL_LABELS[skill]} selected={selected.has(skill)} onSelectedChange={(on) => onToggle(skill, on)} />
        ))}
      </fieldset>
      <p className={styles.muted} aria-live="polite">
        {shown.length === 1 ? '1 scenario' : `${shown.length} scenarios`}
      </p>
      <ul className={styles.list}>
        {shown.map((scenario) => (
          <li key={scenario.id} className={styles.card}>
            <h3>{scenario.title}</h3>
            <p>
              <Tag tone="accent">{SOFT_SKILL_LABELS[scenario.skill]}</Tag>
            </p>
            <p className={styles.muted}>{scenario.situation}</p>
            <p>
              {/* The name starts with the words on screen, so a voice-control user can say "click Practise this" (WCAG 2.5.3). */}
              <Link to={`?scenario=${encodeURIComponent(scenario.id)}`} aria-label={`Practise this: ${scenario.title}`}>
                Practise this
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
