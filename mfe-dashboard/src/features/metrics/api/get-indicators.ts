import type { Indicator, IndicatorList } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

export type {
  Indicator as MetricIndicator,
  IndicatorFormat as MetricFormat,
} from '@platform/api/contracts';

/** The indicators the store's dashboard shows, one card each. */
export async function getIndicators(): Promise<Indicator[]> {
  const { indicators } = await apiClient.get<IndicatorList>('/metrics/indicators', {
    cache: true,
  });
  return indicators;
}
