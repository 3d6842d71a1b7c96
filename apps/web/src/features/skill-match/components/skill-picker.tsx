// Steps 2, 3 and 5: suggested skills (a click adds it lower-cased, once, and marks it selected), a custom skill by +
// or Enter (blank ignored, lower-cased, de-duplicated, the input clears), and per chosen skill a proficiency dropdown
// whose hint hides once chosen, and a remove (x) button.
import { useEffect, useId, useRef, useState } from 'react';
import { SKILLMATCH_MAX_SKILLS, SKILLMATCH_PROFICIENCIES, SKILLMATCH_SKILL_NAME_MAX, type SkillMatchProficiency } from '@waypoint/domain';
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
  // The list is full: say so, and keep what was typed instead of clearing it as if it had been added.
  const full = chosen.length >= SKILLMATCH_MAX_SKILLS;
  const add = () => {
    if (skillKey(draft) === '' || full) return;
    onAdd(draft);
    setDraft('');
  };

  // A removed row's button takes keyboard focus with it: focus moves to the row that took its place, else the one
  // before, else the field for adding one.
  const input = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // The row to focus once the list has re-rendered without the removed one (null: the add field).
  const focusNext = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    (focusNext.current === null ? input.current : removeButtons.current.get(focusNext.current))?.focus();
    focusNext.current = undefined;
  });
  const remove = (name: string) => {
    const at = chosen.findIndex((s) => s.name === name);
    focusNext.current = chosen[at + 1]?.name ?? chosen[at - 1]?.name ?? null;
    onRemove(name);
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
          ref={input}
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
        <Button variant="secondary" onClick={add} aria-label={`Add ${noun}`} aria-disabled={full || undefined}>
          +
        </Button>
      </div>
      {draft.length >= SKILLMATCH_SKILL_NAME_MAX ? (
        // The field stops at the limit, and a pasted name was cut there without a word.
        <p className={styles.hint} role="status">
          A {noun} name can be at most {SKILLMATCH_SKILL_NAME_MAX} characters.
        </p>
      ) : null}
      {full ? (
        <p className={styles.hint} role="status">
          That is the most we take ({SKILLMATCH_MAX_SKILLS}). Remove one to add another.
        </p>
      ) : null}
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
              <button
                type="button"
                ref={(button) => {
                  if (button) removeButtons.current.set(skill.name, button);
                  else removeButtons.current.delete(skill.name);
                }}
                className={styles.remove}
                aria-label={`Remove ${skill.name}`}
                onClick={() => remove(skill.name)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
