import { Children, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../hooks';
import { cx } from '../utils';
import styles from './carousel.module.css';

export interface CarouselProps {
  /** Names the region, e.g. 'Team members'. Shown as a heading unless `hideTitle`. */
  label: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Pixels per previous/next press (spec: 300). */
  step?: number;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/**
 * A horizontally scrolling list. Every item stays in the tab order (focusing one scrolls it into view); the list
 * itself is focusable so arrow keys scroll it. Previous/next scroll by `step`, smoothly unless motion is reduced.
 */
export function Carousel({ label, hideTitle = false, children, step = 300, previousLabel = 'Previous', nextLabel = 'Next', className }: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const trackId = useId();
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    // One pixel of slack: fractional scroll positions on zoomed pages never quite reach the end.
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !trackRef.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(trackRef.current);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * step, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section className={cx(styles.root, className)} aria-labelledby={titleId} aria-roledescription="carousel">
      <div className={styles.header}>
        <h2 id={titleId} className={hideTitle ? undefined : styles.title} hidden={hideTitle}>
          {label}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={cx(styles.arrow, styles.prev)}
            aria-label={previousLabel}
            aria-controls={trackId}
            aria-disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label={nextLabel}
            aria-controls={trackId}
            aria-disabled={edges.end}
            onClick={() => scroll(1)}
          >
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        </div>
      </div>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tabIndex. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul id={trackId} ref={trackRef} className={styles.track} tabIndex={0} aria-labelledby={titleId} onScroll={measure}>
        {Children.toArray(children).map((child, index) => (
          <li key={index} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
