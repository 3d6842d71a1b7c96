// Steps 2, 3 and 5: suggested skills (a click adds it lower-cased, once, and marks it selected), a custom skill by +
// or Enter (blank ignored, lower-cased, de-duplicated, the input clears), and per chosen skill a proficiency dropdown
// whose hint hides once chosen, and a remove (x) button.
import { useId, useState } from 'react';
import { SKILLMATCH_PROFICIENCIES, SKILLMATCH_SKILL_NAME_MAX, type SkillMatchProficiency } from '@waypoint/domain';
import { Button, Chip, Select, TextInput } from '@waypoint/ui';
import { skillKey, type ChosenSkill } from '../model/answers';
import styles from './skill-match.module.css';

export interface SkillPickerProps {
  /** What the list is, for labels: 'hard skill', 'soft skill', 'related skill'. */
  noun: string;
  suggestions: readonly string[];
  chosen: ChosenSkill[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  /** Omitted on step 5, where related skills have no proficiency. */
  onProficiency?: (name: string, proficiency: SkillMatchProficiency) => void;
}

export function SkillPicker({ noun, suggestions, chosen, onAdd, onRemove, onProficiency }: SkillPickerProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const selected = new Set(chosen.map((s) => s.name));
  const add = () => {
    if (skillKey(draft) === '') return;
    onAdd(draft);
    setDraft('');
  };

  return (
    <div>
      <div className={styles.suggestions} role="group" aria-label={`Suggested ${noun}s`}>
        {suggestions.map((name) => {
          const isSelected = selected.has(skillKey(name));
          return (
            <Chip key={name} label={name} selected={isSelected} onSelectedChange={(select) => (select ? onAdd(name) : onRemove(skillKey(name)))} />
          );
        })}
      </div>
      <div className={styles.addRow}>
        <TextInput
          id={inputId}
          aria-label={`Add another ${noun}`}
          value={draft}
          maxLength={SKILLMATCH_SKILL_NAME_MAX}
          placeholder={`Add another ${noun}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} aria-label={`Add ${noun}`}>
          +
        </Button>
      </div>
      {chosen.length > 0 ? (
        <ul className={styles.skillList} aria-label={`Your ${noun}s`}>
          {chosen.map((skill) => (
            <li key={skill.name} className={styles.skillRow}>
              <span className={styles.skillName}>{skill.name}</span>
              {onProficiency ? (
                <>
                  <Select
                    className={styles.proficiency}
                    aria-label={`Proficiency in ${skill.name}`}
                    value={skill.proficiency ?? ''}
                    onChange={(e) => onProficiency(skill.name, e.target.value as SkillMatchProficiency)}
                  >
                    <option value="" disabled>
                      Choose
                    </option>
                    {SKILLMATCH_PROFICIENCIES.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </Select>
                  {skill.proficiency ? null : <span className={styles.hint}>Specify level of proficiency</span>}
                </>
              ) : null}
              <button type="button" className={styles.remove} aria-label={`Remove ${skill.name}`} onClick={() => onRemove(skill.name)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
