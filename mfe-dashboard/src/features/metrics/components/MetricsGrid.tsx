import { ErrorBox, SimpleGrid, Skeleton, useQuery } from '@platform/shared';
import { indicatorsQuery } from '../api/get-indicators';
import type { DateRange } from '../api/get-metric';
import { messages } from '../../../messages';
import { MetricCard } from './MetricCard';

/** One card per indicator of the store, four per row on wide screens. */
export function MetricsGrid({ range }: { range: DateRange }) {
  const indicators = useQuery(indicatorsQuery());
  if (indicators.isError) {
    return (
      <ErrorBox
        message={messages.metrics.loadFailed}
        onRetry={() => void indicators.refetch()}
        retrying={indicators.isFetching}
      />
    );
  }
  return (
    <SimpleGrid
      as="section"
      aria-label={messages.metrics.sectionLabel}
      columns={{ base: 2, lg: 4 }}
      gap={{ base: 3, md: 4 }}
      data-tour="dashboard-metrics"
    >
      {indicators.isSuccess
        ? indicators.data.map((indicator) => (
            <MetricCard key={indicator.code} indicator={indicator} range={range} />
          ))
        : Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="28" borderRadius="md" />
          ))}
    </SimpleGrid>
  );
}
