import type { DateRange } from '@platform/shared/validation';

/**
 * The cache keys of the dashboard's metrics. A metric's key holds its range, so a new range is a
 * new query and the answer for an older one never reaches the card.
 */
export const metricKeys = {
  all: ['metrics'] as const,
  indicators: () => [...metricKeys.all, 'indicators'] as const,
  value: (code: string, { startDate, endDate }: DateRange) =>
    [...metricKeys.all, 'value', code, { startDate, endDate }] as const,
};
