import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../utils';
import { VisuallyHidden } from '../visually-hidden';
import styles from './responsive-table.module.css';

export interface ResponsiveTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  align?: 'start' | 'end';
}

export interface ResponsiveTableProps<Row> {
  /** Names the table (and the card list); required because a table without a name is hard to find. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: ReadonlyArray<ResponsiveTableColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /**
   * Makes each row activatable: the first column renders as a button (Enter/Space, or a click anywhere on the row
   * or card), named by that cell's text.
   */
  onRowActivate?: (row: Row) => void;
  emptyText?: ReactNode;
  className?: string;
}

/** A real table from 640px up; stacked cards (a description list per row) on phones. */
export function ResponsiveTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  onRowActivate,
  emptyText = 'Nothing to show yet.',
  className,
}: ResponsiveTableProps<Row>) {
  const cell = (row: Row, column: ResponsiveTableColumn<Row>, index: number): ReactNode => {
    const content = column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');
    if (index === 0 && onRowActivate) {
      return (
        <button type="button" className={styles.action} onClick={() => onRowActivate(row)}>
          {content}
        </button>
      );
    }
    return content;
  };

  if (rows.length === 0) {
    return (
      <div className={cx(styles.empty, className)}>
        {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : <p className={styles.caption}>{caption}</p>}
        <p>{emptyText}</p>
      </div>
    );
  }

  return (
    <div className={className}>
      <table className={styles.table}>
        <caption className={hideCaption ? undefined : styles.caption}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.th} data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={getRowKey(row, rowIndex)} className={styles.row} data-activatable={Boolean(onRowActivate)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className={styles.td} data-align={column.align}>
                    {cell(row, column, index)}
                  </th>
                ) : (
                  <td key={column.key} className={styles.td} data-align={column.align}>
                    {cell(row, column, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.cardView}>
        {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : <p className={styles.caption}>{caption}</p>}
        <ul className={styles.cards}>
          {rows.map((row, rowIndex) => (
            <li key={getRowKey(row, rowIndex)} className={styles.card}>
              <dl className={styles.dl}>
                {columns.map((column, index) => (
                  <Fragment key={column.key}>
                    <dt className={styles.dt}>{column.header}</dt>
                    <dd className={styles.dd}>{cell(row, column, index)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
