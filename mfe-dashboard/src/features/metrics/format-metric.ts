import { formatCLP, formatNumber } from '@platform/shared';
import type { MetricFormat } from './api/get-indicators';

export function formatMetricValue(value: number, format: MetricFormat): string {
  if (format === 'monetary') return formatCLP(value);
  if (format === 'percentage') return `${formatNumber(Math.round(value * 10) / 10)}%`;
  return formatNumber(value);
}
