import { ErrorBox, SimpleGrid, Skeleton } from '@platform/shared';
import type { DateRange } from '../api/get-metric';
import { useIndicators } from '../hooks/use-indicators';
import { messages } from '../../../messages';
import { MetricCard } from './MetricCard';

/** One card per indicator of the store, four per row on wide screens. */
export function MetricsGrid({ range }: { range: DateRange }) {
  const indicators = useIndicators();
  if (indicators.status === 'failed') {
    return <ErrorBox message={messages.metrics.loadFailed} onRetry={indicators.reload} />;
  }
  return (
    <SimpleGrid
      as="section"
      aria-label={messages.metrics.sectionLabel}
      columns={{ base: 2, lg: 4 }}
      gap={{ base: 3, md: 4 }}
      data-tour="dashboard-metrics"
    >
      {indicators.status === 'ready'
        ? indicators.data.map((indicator) => (
            <MetricCard key={indicator.code} indicator={indicator} range={range} />
          ))
        : Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="28" borderRadius="md" />
          ))}
    </SimpleGrid>
  );
}
