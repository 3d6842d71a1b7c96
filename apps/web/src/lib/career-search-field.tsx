// The occupation search box of the careers index and the typical-day picker: a labelled search field and a polite
// status line saying what the search found (or why it has not searched yet). What to do with the results is the
// page's own business.
import { useId, type Ref } from 'react';
import styles from './career-search-field.module.css';
import { RequestError } from './request-error';
import { CAREER_SEARCH_MAX_CHARS } from '@waypoint/domain';
import { TextInput } from '@waypoint/ui';

export interface CareerSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The debounced, trimmed query the results belong to. */
  query: string;
  /** The search's answer: its results and, when nothing matched, the query with its slips corrected. */
  search: { data?: { results: readonly unknown[]; suggestion?: string | undefined } | undefined; isError: boolean; error: Error | null };
  /** The most results asked for: a full page reads "The first N". */
  limit?: number;
  className?: string;
  /** The search box, for a page that hands focus back to it. */
  inputRef?: Ref<HTMLInputElement>;
}

export function CareerSearchField({ label, value, onChange, query, search, limit, className, inputRef }: CareerSearchFieldProps) {
  const id = useId();
  const suggestion = query.length >= 2 && search.data?.results.length === 0 ? search.data.suggestion : undefined;
  return (
    <div role="search" className={className ? `${styles.search} ${className}` : styles.search}>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {label}
      </label>
      <TextInput
        ref={inputRef}
        id={`${id}-q`}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="e.g. nurse, teacher, data analyst"
        aria-describedby={`${id}-status`}
        autoComplete="off"
        maxLength={CAREER_SEARCH_MAX_CHARS}
      />
      <p id={`${id}-status`} className={styles.status} aria-live="polite">
        {searchStatus(query, search, limit)}
        {suggestion ? <> Did you mean </> : null}
        {suggestion ? (
          <button
            type="button"
            className={styles.suggestion}
            onClick={() => {
              onChange(suggestion);
              // The button goes with the message: the box, whose status says what the new search found, takes focus.
              document.getElementById(`${id}-q`)?.focus();
            }}
          >
            {suggestion}
          </button>
        ) : null}
        {suggestion ? '?' : null}
      </p>
    </div>
  );
}

function searchStatus(query: string, search: CareerSearchFieldProps['search'], limit: number | undefined): string {
  if (query.length < 2) return 'Type at least two letters.';
  if (search.isError) {
    // A refused query's own reason ('Please keep the search to 120 characters.') over the API's general detail.
    const error = search.error;
    const reason = error instanceof RequestError ? (error.issues[0]?.message ?? error.message) : error?.message;
    return reason ?? 'The search failed. Please try again.';
  }
  if (!search.data) return 'Searching...';
  const found = search.data.results.length;
  if (found === 0) return search.data.suggestion ? `No occupation matches "${query}".` : `No occupation matches "${query}". Try a shorter or different word.`;
  return `${found === limit ? `The first ${found}` : found} ${found === 1 ? 'occupation' : 'occupations'} found.`;
}
