import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../hooks';
import { cx } from '../utils';
import styles from './banner.module.css';

export type BannerTone = 'info' | 'success' | 'error';
export type BannerDismissReason = 'auto' | 'user';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** Called after the fade-out has finished. Without it there is no close button and no auto-dismiss. */
  onDismiss?: (reason: BannerDismissReason) => void;
  /** Starts the fade-out this long after the banner has appeared; paused while hovered or focused. */
  autoDismissMs?: number;
  /** Delay before fading in (the spec's feedback banner uses ~10 ms). */
  fadeInDelayMs?: number;
  fadeOutMs?: number;
  dismissLabel?: string;
  className?: string;
}

type Phase = 'entering' | 'shown' | 'leaving';

const ICONS: Record<BannerTone, string> = { info: 'i', success: '✓', error: '!' };

/**
 * A message strip. Errors are an alert; other tones a polite status. Fades in and out (instantly when the user
 * prefers reduced motion) and can dismiss itself after `autoDismissMs`.
 */
export function Banner({
  tone = 'info',
  children,
  onDismiss,
  autoDismissMs,
  fadeInDelayMs = 10,
  fadeOutMs = 300,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const [phase, setPhase] = useState<Phase>('entering');
  const [paused, setPaused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  const reasonRef = useRef<BannerDismissReason>('user');
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    const timer = setTimeout(() => setPhase((current) => (current === 'entering' ? 'shown' : current)), fadeInDelayMs);
    return () => clearTimeout(timer);
  }, [fadeInDelayMs]);

  useEffect(() => {
    if (autoDismissMs === undefined || !onDismissRef.current || paused || phase === 'leaving') return;
    const timer = setTimeout(() => {
      reasonRef.current = 'auto';
      setPhase('leaving');
    }, autoDismissMs);
    return () => clearTimeout(timer);
    // Restart only when pausing ends or the duration changes, not on the entering -> shown step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoDismissMs, paused, phase === 'leaving']);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => onDismissRef.current?.(reasonRef.current), prefersReducedMotion() ? 0 : fadeOutMs);
    return () => clearTimeout(timer);
  }, [phase, fadeOutMs]);

  const dismiss = () => {
    reasonRef.current = 'user';
    setPhase('leaving');
  };

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.banner, className)}
      data-tone={tone}
      data-state={phase}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon} aria-hidden="true">
        <span>{ICONS[tone]}</span>
      </span>
      <p className={styles.message}>{children}</p>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
