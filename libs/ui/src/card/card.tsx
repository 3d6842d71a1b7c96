import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'section' | 'article' | 'div';
  heading?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A surface for grouped content. With a heading, a section/article is labelled by it. */
export function Card({ as: Tag = 'div', heading, headingLevel = 2, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const labelled = heading !== undefined && Tag !== 'div';
  return (
    <Tag className={cx(styles.card, className)} aria-labelledby={labelled ? headingId : undefined} {...rest}>
      {heading !== undefined ? (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <div className={styles.body}>{children}</div>
    </Tag>
  );
}
