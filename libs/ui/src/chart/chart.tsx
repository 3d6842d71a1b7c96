import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { cx } from '../utils';
import type { ChartOption } from './chart-options';
import styles from './chart.module.css';

const ChartCanvas = lazy(() => import('./chart-canvas'));

export interface ChartProps {
  option: ChartOption;
  /** Canvas height (spec: 300 collapsed, 500 expanded). */
  height?: number | string;
  /** Short name of the picture, e.g. 'Bar chart of your ratings'. */
  ariaLabel: string;
  /** The same data as text, e.g. a table of every value. Shown in a disclosure under the chart. */
  textAlternative: ReactNode;
  /** Summary text of the disclosure. */
  alternativeLabel?: string;
  /** Open the text alternative by default. */
  alternativeOpen?: boolean;
  className?: string;
}

/** An echarts chart, themed from the tokens and loaded lazily, always with a text alternative. */
export function Chart({ option, height = 300, ariaLabel, textAlternative, alternativeLabel = 'Show the data as a table', alternativeOpen = false, className }: ChartProps) {
  return (
    <figure className={cx(styles.figure, className)}>
      <div className={styles.canvas} style={{ height }}>
        <Suspense
          fallback={
            <div className={styles.fallback}>
              <Spinner label="Loading chart" />
            </div>
          }
        >
          <ChartCanvas option={option} height={height} ariaLabel={ariaLabel} />
        </Suspense>
      </div>
      <details className={styles.alternative} open={alternativeOpen}>
        <summary>{alternativeLabel}</summary>
        {textAlternative}
      </details>
    </figure>
  );
}
