/**
 * `@platform/shared/charts`: nivo charts with es-CL formatting, a second shared entry meant to be
 * imported lazily (`React.lazy(() => import('@platform/shared/charts').then(...))`).
 */
export { LineChart, type LineChartProps, type ChartPoint } from './charts/LineChart';
export { formatChartValue, type ChartValueFormat } from './charts/format-chart-value';
