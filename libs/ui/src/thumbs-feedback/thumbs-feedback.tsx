import { useState } from 'react';
import { Banner } from '../banner';
import type { BannerDismissReason } from '../banner';
import { cx } from '../utils';
import styles from './thumbs-feedback.module.css';

export type ThumbsChoice = 'up' | 'down';

export interface ThumbsFeedbackProps {
  /** Called with the new choice, and with null when closing the thank-you message clears it. */
  onChange?: (choice: ThumbsChoice | null) => void;
  question?: string;
  upLabel?: string;
  downLabel?: string;
  thanksMessage?: string;
  /** How long the thank-you stays (spec: 3000 ms). */
  autoDismissMs?: number;
  /** Fade in after this delay (spec: ~10 ms) and out over `fadeOutMs` (spec: 300 ms). */
  fadeInDelayMs?: number;
  fadeOutMs?: number;
  className?: string;
}

/**
 * Thumbs up/down (mutually exclusive toggle buttons) and a thank-you banner. The banner fades in, leaves by itself
 * after `autoDismissMs` keeping the choice, or on its close button, which fades it out and then clears the choice.
 */
export function ThumbsFeedback({
  onChange,
  question = 'Was this helpful?',
  upLabel = 'Helpful',
  downLabel = 'Not helpful',
  thanksMessage = 'Thanks for your feedback! It means a lot.',
  autoDismissMs = 3000,
  fadeInDelayMs = 10,
  fadeOutMs = 300,
  className,
}: ThumbsFeedbackProps) {
  const [choice, setChoice] = useState<ThumbsChoice | null>(null);
  // A counter rather than a flag, so a second vote restarts the banner with a fresh timer.
  const [thanksKey, setThanksKey] = useState(0);

  const choose = (next: ThumbsChoice) => {
    if (next === choice) return;
    setChoice(next);
    setThanksKey((key) => key + 1);
    onChange?.(next);
  };

  const onDismiss = (reason: BannerDismissReason) => {
    setThanksKey(0);
    if (reason === 'user') {
      setChoice(null);
      onChange?.(null);
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.group} role="group" aria-label={question}>
        <p className={styles.question} aria-hidden="true">
          {question}
        </p>
        <button type="button" className={cx(styles.thumb, styles.up)} aria-pressed={choice === 'up'} aria-label={upLabel} onClick={() => choose('up')}>
          <ThumbIcon />
        </button>
        <button
          type="button"
          className={cx(styles.thumb, styles.down)}
          aria-pressed={choice === 'down'}
          aria-label={downLabel}
          onClick={() => choose('down')}
        >
          <ThumbIcon />
        </button>
      </div>
      {thanksKey > 0 ? (
        <Banner
          key={thanksKey}
          tone="success"
          onDismiss={onDismiss}
          autoDismissMs={autoDismissMs}
          fadeInDelayMs={fadeInDelayMs}
          fadeOutMs={fadeOutMs}
          dismissLabel="Close"
        >
          {thanksMessage}
        </Banner>
      ) : null}
    </div>
  );
}

function ThumbIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8a2 2 0 0 1-2 1.7H7" />
    </svg>
  );
}
