import type { Indicator, IndicatorList } from '@platform/api/contracts';
import { apiClient, cachedGet, queryOptions } from '@platform/shared';
import { metricKeys } from './metric-keys';

export type {
  Indicator as MetricIndicator,
  IndicatorFormat as MetricFormat,
} from '@platform/api/contracts';

/** The indicators the store's dashboard shows, one card each. */
export async function getIndicators(signal?: AbortSignal): Promise<Indicator[]> {
  const { indicators } = await apiClient.get<IndicatorList>('/metrics/indicators', { signal });
  return indicators;
}

/** The indicators, reused for a minute, for `useQuery(indicatorsQuery())`. */
export const indicatorsQuery = () =>
  queryOptions({
    ...cachedGet,
    queryKey: metricKeys.indicators(),
    queryFn: ({ signal }) => getIndicators(signal),
  });
