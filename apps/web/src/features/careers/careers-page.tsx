// /careers: explore the occupation catalogue. Search by title, any other name an occupation goes by (O*NET's
// alternate titles) or a skill it asks for, or browse by field of work; each result opens its page (pay, outlook, key
// skills, a typical day). The query and the field live in the address (?q=, ?field=), so either can be shared and
// survives going back from a result.
import { useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '@waypoint/ui';
import { isOtherName, useCareerSearch } from '../../lib/career-search';
import { CareerSearchField } from '../../lib/career-search-field';
import { useDebounced } from '../../lib/use-debounced';
import { FieldList, FieldOccupations } from './components/browse-by-field';
import styles from './career-page.module.css';

const RESULT_LIMIT = 30;
const SUGGESTIONS = ['Data analyst', 'Nurse', 'Teacher', 'Product manager', 'Electrician', 'UX designer'];

export function CareersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const q = params.get('q') ?? '';
  const field = params.get('field');
  // The box keeps its own text and writes it to the address; it does not read each key back from there. Under load an
  // address update can land after the next key, and a box fed from the address then drops that key ('develper').
  const [text, setText] = useState(q);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    // The address changed by other means (a suggestion, a link, back or forward): the box follows it.
    if ((location.state as { typed?: boolean } | null)?.typed !== true) setText(q);
  }
  const boxRef = useRef<HTMLInputElement>(null);
  const query = useDebounced(text.trim());
  const search = useCareerSearch(query, RESULT_LIMIT);
  const results = query.length >= 2 ? (search.data?.results ?? []) : [];

  const setQuery = (next: string) => {
    setText(next);
    setParams(next ? { q: next } : {}, { replace: true, state: { typed: true } });
  };

  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">Explore careers</p>
        <h1 className="page-title">Find an occupation</h1>
        <p className="page-lead">
          Search by job title, any other name the work goes by or a skill you have, then see its pay, outlook, key skills and a typical day. Not sure where to start? Look at the{' '}
          <Link to="/skillmatch">trending careers</Link>.
        </p>
      </div>
      <CareerSearchField label="Search occupations" value={text} onChange={setQuery} query={query} search={search} limit={RESULT_LIMIT} className={styles.search} inputRef={boxRef} />
      {search.isFetching && query.length >= 2 ? <Spinner size="sm" label="Searching" announce={false} /> : null}
      {/* Before a search, and after one that found nothing, the suggestions and the fields give a way on. */}
      {query.length < 2 || (search.data?.results.length === 0 && !search.isFetching) ? (
        <>
          <section aria-labelledby={`${id}-try`} className={styles.section}>
            <h2 id={`${id}-try`} className={styles.groupTitle}>
              Try
            </h2>
            <ul className={styles.tags}>
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion}>
                  <Link
                    to={`/careers?q=${encodeURIComponent(suggestion)}`}
                    replace
                    className={styles.suggestion}
                    // The suggestions give way to the results: focus goes to the box (whose status says what was found)
                    // rather than falling to the page with the link that had it.
                    onClick={() => boxRef.current?.focus()}
                  >
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {field ? <FieldOccupations key={field} id={field} /> : <FieldList />}
        </>
      ) : results.length > 0 ? (
        <ul className={styles.results} aria-label="Occupations">
          {results.map((result) => (
            <li key={result.code} className={styles.result}>
              <Link to={`/careers/${encodeURIComponent(result.code)}`} className={styles.resultTitle}>
                {result.title}
              </Link>
              {result.skill ? (
                <span className={styles.aka}>Key skill: {result.skill}</span>
              ) : isOtherName(result.matched, result.title) ? (
                <span className={styles.aka}>Also called {result.matched}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
