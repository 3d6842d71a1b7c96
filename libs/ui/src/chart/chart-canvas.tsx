// The only module that imports echarts. It is loaded through React.lazy (see chart.tsx), so echarts lands in its
// own chunk and only pages that draw a chart download it.
import EChartsReactCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './chart-options';
import { chartTheme } from './chart-theme';

echarts.use([BarChart, LineChart, RadarChart, GridComponent, LegendComponent, RadarComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

export interface ChartCanvasProps {
  option: ChartOption;
  height: number | string;
  ariaLabel: string;
}

export default function ChartCanvas({ option, height, ariaLabel }: ChartCanvasProps) {
  return (
    <EChartsReactCore
      echarts={echarts}
      option={option}
      theme={chartTheme}
      notMerge
      style={{ height, width: '100%' }}
      // The canvas is an image to assistive technology; the table alternative next to it carries the data.
      role="img"
      aria-label={ariaLabel}
    />
  );
}
