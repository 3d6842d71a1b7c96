// Search the occupation catalogue by title; results are a plain list of buttons (simpler and more robust for
// keyboard and screen-reader users than a combobox).
import { useId, useState } from 'react';
import { Spinner } from '@waypoint/ui';
import { isOtherName, useCareerSearch } from '../../../lib/career-search';
import { useDebounced } from '../../../lib/use-debounced';
import styles from './typical-day.module.css';

export interface CareerSearchProps {
  selectedCode: string | null;
  onPick: (code: string) => void;
}

export function CareerSearch({ selectedCode, onPick }: CareerSearchProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const search = useCareerSearch(query);
  const results = query.length >= 2 ? (search.data ?? []) : [];
  return (
    <div role="search" className={styles.search}>
      <label className={styles.label} htmlFor={`${id}-q`}>
        Search an occupation
      </label>
      <input
        id={`${id}-q`}
        className={styles.input}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="For example: data analyst, nurse, teacher"
        aria-describedby={`${id}-status`}
        autoComplete="off"
      />
      <p id={`${id}-status`} className={styles.muted} aria-live="polite">
        {query.length < 2
          ? 'Type at least two letters.'
          : search.isFetching && !search.data
            ? 'Searching...'
            : search.isError
              ? search.error.message
              : results.length === 0
                ? `No occupation matches "${query}". Try a shorter or different word.`
                : `${results.length} ${results.length === 1 ? 'occupation' : 'occupations'} found.`}
      </p>
      {search.isFetching && query.length >= 2 ? <Spinner size="sm" label="Searching" announce={false} /> : null}
      {results.length > 0 ? (
        <ul className={styles.results} aria-label="Occupations">
          {results.map((result) => (
            <li key={result.code}>
              <button type="button" className={styles.result} aria-current={result.code === selectedCode ? 'true' : undefined} onClick={() => onPick(result.code)}>
                <span className={styles.resultTitle}>{result.title}</span>
                {isOtherName(result.matched, result.title) ? <span className={styles.muted}>Also called {result.matched}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
