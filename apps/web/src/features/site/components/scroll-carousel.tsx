import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useReducedMotion } from '@waypoint/ui';
import styles from './scroll-carousel.module.css';

/** Spec section 9: each arrow press scrolls the row by 300 px. */
export const CAROUSEL_STEP_PX = 300;

interface ScrollCarouselProps {
  /** Accessible name of the scrolling region. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}

/**
 * A horizontally scrolling row with previous/next buttons. The row itself is focusable so keyboard
 * users can also scroll it with the arrow keys; the items stay in the normal tab order. Smooth
 * scrolling unless the user asked for less motion.
 */
export function ScrollCarousel({ label, previousLabel, nextLabel, children }: ScrollCarouselProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const reduced = useReducedMotion();

  const scroll = (direction: -1 | 1) => {
    rowRef.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.carousel}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={previousLabel} onClick={() => scroll(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={styles.arrow} aria-label={nextLabel} onClick={() => scroll(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {/* A focusable scroll container is what lets keyboard users scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={rowRef} className={styles.row} aria-label={label} tabIndex={0}>
        {children}
      </ul>
    </div>
  );
}

export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
