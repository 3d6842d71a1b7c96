// Labelled native selects for step 1 and 4: they close on selection and on an outside click by themselves, work with
// the keyboard and screen readers, and on phones open the system picker.
import { useId } from 'react';
import { Select } from '@waypoint/ui';
import styles from './skill-match.module.css';

export interface SelectFieldProps {
  label: string;
  optional?: boolean;
  value: string;
  options: readonly SelectOption[];
  /** A labelled group of further options after the first ones. */
  more?: { label: string; options: readonly SelectOption[] };
  onChange: (value: string) => void;
}

interface SelectOption {
  label: string;
  value: string;
}

const optionList = (options: readonly SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

export function SelectField({ label, optional, value, options, more, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label} {optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {/* An optional field can be taken back to no choice; a required one cannot. */}
        <option value="" disabled={!optional}>
          Select
        </option>
        {optionList(options)}
        {more ? <optgroup label={more.label}>{optionList(more.options)}</optgroup> : null}
      </Select>
    </div>
  );
}
