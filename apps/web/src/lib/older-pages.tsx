// Lists read a page at a time from a newest-first endpoint (skill-match reports, practice attempts, an exercise's
// results): under the items shown, how many of how many and a button for older ones. Older items appear below that
// button, which goes away with the last page, so focus moves to the first of them once they arrive: a keyboard or
// screen-reader user carries on reading where the list grew instead of being dropped at the top of the page.
import { useEffect, useRef } from 'react';
import { Button } from '@waypoint/ui';
import styles from './older-pages.module.css';

/** `itemRef(index)` goes on each item's focus target (tabIndex -1); call `expectOlder()` before loading more. */
export function useFocusOnOlder(count: number) {
  const firstNew = useRef<number | null>(null);
  const items = useRef<HTMLElement[]>([]);
  useEffect(() => {
    const index = firstNew.current;
    if (index !== null && index < count) {
      items.current[index]?.focus();
      firstNew.current = null;
    }
  }, [count]);
  return {
    itemRef: (index: number) => (element: HTMLElement | null) => {
      if (element) items.current[index] = element;
    },
    expectOlder: () => {
      firstNew.current = count;
    },
  };
}

export interface OlderPagesProps {
  shown: number;
  total: number;
  /** What the items are, plural ("reports"). */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  /** Why the last "Show older" failed, if it did. */
  error: string | null;
  onLoad: () => void;
}

/** What OlderPages reads from a React Query infinite list. */
interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
}

/** OlderPages' state and action from an infinite list; with `focus`, the first older item takes focus on arrival. */
export function olderPagesOf(
  list: InfiniteList,
  focus?: ReturnType<typeof useFocusOnOlder>,
): Pick<OlderPagesProps, 'hasMore' | 'loading' | 'error' | 'onLoad'> {
  return {
    hasMore: list.hasNextPage,
    loading: list.isFetchingNextPage,
    error: list.isFetchNextPageError ? (list.error?.message ?? null) : null,
    onLoad: () => {
      focus?.expectOlder();
      void list.fetchNextPage();
    },
  };
}

export function OlderPages({ shown, total, noun, hasMore, loading, error, onLoad }: OlderPagesProps) {
  return (
    <>
      {hasMore ? (
        <p className={styles.row}>
          <span className={styles.count}>
            Showing {shown} of {total}.
          </span>
          <Button variant="secondary" loading={loading} onClick={onLoad}>
            Show older {noun}
          </Button>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
