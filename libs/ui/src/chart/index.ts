// No static echarts import here: Chart loads the canvas module lazily, so this entry is safe to re-export.
export { Chart } from './chart';
export type { ChartProps } from './chart';
export { ChartDataTable } from './chart-data-table';
export type { ChartDataTableProps } from './chart-data-table';
export { radarOption, ratingBarOption } from './chart-options';
export type { ChartOption, RadarOptionInput, RadarSeries, RatingBarOptionInput } from './chart-options';
export { chartPalette, chartTheme } from './chart-theme';
