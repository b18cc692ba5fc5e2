import { useMemo } from 'react';
import { Container, ErrorBox, PageHeader, SimpleGrid, Skeleton } from '@platform/shared';
import { defaultDashboardRange } from '@platform/shared/validation';
import { MetricCard } from '../../features/metrics/components/MetricCard';
import { useIndicators } from '../../features/metrics/hooks/use-indicators';
import { messages } from '../../messages';

/** `/dashboard`: the merchant's overview (spec 1 §2.9). */
export default function DashboardPage() {
  // The last 7 days up to today in Santiago (spec 1 §2.9).
  const range = useMemo(() => defaultDashboardRange(), []);
  const { indicators, failed, retry } = useIndicators();
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.dashboard.title} subtitle={messages.dashboard.subtitle} />
      {failed ? (
        <ErrorBox message={messages.metrics.loadFailed} onRetry={retry} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4} mt={6}>
          {indicators
            ? indicators.map((indicator) => (
                <MetricCard key={indicator.code} indicator={indicator} range={range} />
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height="28" borderRadius="md" />
              ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
