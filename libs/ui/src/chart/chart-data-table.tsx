import type { ReactNode } from 'react';

export interface ChartDataTableProps {
  caption: ReactNode;
  labels: readonly string[];
  /** One column per series. */
  series: ReadonlyArray<{ name: string; values: readonly number[] }>;
  labelHeader?: string;
}

/** A plain table of every value: the ready-made text alternative for a chart. */
export function ChartDataTable({ caption, labels, series, labelHeader = 'Dimension' }: ChartDataTableProps) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {series.map((item) => (
            <th key={item.name} scope="col">
              {item.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {series.map((item) => (
              <td key={item.name}>{item.values[index] ?? '–'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
