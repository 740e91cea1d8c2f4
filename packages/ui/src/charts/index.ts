export type { BarChartProps, BarSeries } from './bar-chart';
export { BarChart } from './bar-chart';
export type { ChartTone } from './chart-frame';
export type { LineBand, LineChartProps, LineSeries } from './line-chart';
export { LineChart } from './line-chart';
export type { ScoreRingProps } from './score-ring';
export { ScoreRing } from './score-ring';
