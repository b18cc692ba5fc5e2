import { apiClient } from '@platform/shared';

export type MetricFormat = 'monetary' | 'number' | 'percentage';

export interface MetricIndicator {
  code: string;
  name: string;
  format: MetricFormat;
  description: string;
}

/** The indicators the store's dashboard shows, one card each. */
export async function getIndicators(): Promise<MetricIndicator[]> {
  const { indicators } = await apiClient.get<{ indicators: MetricIndicator[] }>(
    '/metrics/indicators',
    {
      cache: true,
    },
  );
  return indicators;
}
