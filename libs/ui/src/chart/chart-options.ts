import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, RadarSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

/** The option type for exactly the charts and components the Chart registers. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | RadarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | RadarComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

export interface RatingBarOptionInput {
  labels: readonly string[];
  values: readonly number[];
  /** Top of the value axis (ratings: 5). */
  max?: number;
  /** Series name shown in the tooltip. */
  seriesName?: string;
  /** Widest a label may be before it wraps, in px: narrower on a phone, so the bars keep room to differ. */
  labelWidth?: number;
}

/**
 * Horizontal bars on a 0..max axis, one per label, first label at the top. Horizontal because the dimension
 * names are long ('Contributions unrecognized') and must stay readable on a phone.
 */
export function ratingBarOption({ labels, values, max = 5, seriesName = 'Rating', labelWidth = 160 }: RatingBarOptionInput): ChartOption {
  if (labels.length !== values.length) throw new Error(`ratingBarOption: ${labels.length} labels but ${values.length} values`);
  return {
    animation: true,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', min: 0, max, interval: 1 },
    // A long name wraps onto a second line; without a line height of its own the two lines overlap.
    yAxis: { type: 'category', data: [...labels], inverse: true, axisLabel: { width: labelWidth, overflow: 'break', lineHeight: 16 } },
    series: [{ type: 'bar', name: seriesName, data: values.map((value) => clamp(value, 0, max)), barMaxWidth: 28 }],
  };
}

export interface RadarSeries {
  name: string;
  values: readonly number[];
}

export interface RadarOptionInput {
  labels: readonly string[];
  /** One or more profiles over the same labels (e.g. 'You' and 'Target role'). */
  series: readonly RadarSeries[];
  max?: number;
  min?: number;
}

/** A radar over `labels` on a min..max scale, for dimensions that form a profile. */
export function radarOption({ labels, series, max = 5, min = 0 }: RadarOptionInput): ChartOption {
  for (const item of series) {
    if (item.values.length !== labels.length) throw new Error(`radarOption: '${item.name}' has ${item.values.length} values for ${labels.length} labels`);
  }
  return {
    tooltip: { trigger: 'item' },
    legend: series.length > 1 ? { bottom: 0, data: series.map((item) => item.name) } : undefined,
    radar: { indicator: labels.map((name) => ({ name, max, min })), radius: '65%', splitNumber: max - min },
    series: [
      {
        type: 'radar',
        data: series.map((item) => ({ name: item.name, value: item.values.map((value) => clamp(value, min, max)), areaStyle: { opacity: 0.15 } })),
      },
    ],
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
