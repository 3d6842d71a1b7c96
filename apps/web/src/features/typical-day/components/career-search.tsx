// Search the occupation catalogue by title; results are a plain list of buttons (simpler and more robust for
// keyboard and screen-reader users than a combobox).
import { useState } from 'react';
import { Spinner } from '@waypoint/ui';
import { isOtherName, useCareerSearch } from '../../../lib/career-search';
import { CareerSearchField } from '../../../lib/career-search-field';
import { useDebounced } from '../../../lib/use-debounced';
import styles from './typical-day.module.css';

export interface CareerSearchProps {
  selectedCode: string | null;
  onPick: (code: string) => void;
}

export function CareerSearch({ selectedCode, onPick }: CareerSearchProps) {
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const search = useCareerSearch(query);
  const results = query.length >= 2 ? (search.data?.results ?? []) : [];
  return (
    <div className={styles.search}>
      <CareerSearchField label="Search an occupation" value={q} onChange={setQ} query={query} search={search} />
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
