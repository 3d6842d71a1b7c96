import { colorTokens, fontTokens } from '../tokens/tokens';

const c = colorTokens;

/** Series colours in order: primary first, then the warm accent, then status hues that stay distinct. */
export const chartPalette = [c['--color-primary-700'], c['--color-accent-500'], c['--color-success-700'], c['--color-warning-700'], c['--color-accent-700'], c['--color-primary-900']];

const axisCommon = {
  axisLine: { lineStyle: { color: c['--color-border-strong'] } },
  axisTick: { lineStyle: { color: c['--color-border-strong'] } },
  axisLabel: { color: c['--color-text'] },
  splitLine: { lineStyle: { color: c['--color-border'] } },
  nameTextStyle: { color: c['--color-text-muted'] },
};

/** An echarts theme object built from the design tokens, so charts use the page's colours and font. */
export const chartTheme = {
  color: chartPalette,
  backgroundColor: 'transparent',
  textStyle: { fontFamily: fontTokens['--font-sans'], color: c['--color-text'] },
  title: { textStyle: { color: c['--color-primary-900'], fontWeight: 700 }, subtextStyle: { color: c['--color-text-muted'] } },
  legend: { textStyle: { color: c['--color-text'] } },
  tooltip: {
    backgroundColor: c['--color-surface'],
    borderColor: c['--color-border'],
    textStyle: { color: c['--color-text'] },
  },
  categoryAxis: axisCommon,
  valueAxis: axisCommon,
  radar: {
    axisName: { color: c['--color-text'] },
    axisLine: { lineStyle: { color: c['--color-border'] } },
    splitLine: { lineStyle: { color: c['--color-border'] } },
    splitArea: { show: false },
  },
  bar: { itemStyle: { borderRadius: [0, 6, 6, 0] } },
  line: { symbolSize: 8, lineStyle: { width: 3 } },
};
