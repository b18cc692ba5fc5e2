import { formatCLP, formatNumber, formatPercent } from '../format/numbers';

/** The three metric formats of spec 1 §3 ("Metric indicator"). */
export type ChartValueFormat = 'monetary' | 'number' | 'percentage';

/** A value as the dashboard shows it: CLP without decimals, es-CL number, or percentage points. */
export function formatChartValue(value: number, format: ChartValueFormat): string {
  if (format === 'monetary') return formatCLP(Math.round(value));
  if (format === 'percentage') return formatPercent(value);
  return formatNumber(value);
}
