import { Container, Grid, PageHeader, SimpleGrid, Stack } from '@platform/shared';
import { EvolutionCard } from '../../features/charts/components/EvolutionCard';
import { DateRangeControls } from '../../features/date-range/components/DateRangeControls';
import { useDashboardRange } from '../../features/date-range/hooks/use-dashboard-range';
import { MetricsGrid } from '../../features/metrics/components/MetricsGrid';
import { UpcomingDeliveriesCard } from '../../features/orders/components/UpcomingDeliveriesCard';
import { PlanCard } from '../../features/plan/components/PlanCard';
import { LowStockCard } from '../../features/products/components/LowStockCard';
import { ReportsCard } from '../../features/reports/components/ReportsCard';
import { TourButton } from '../../features/tour/components/TourButton';
import { useFirstVisitTour } from '../../features/tour/hooks/use-first-visit-tour';
import { messages } from '../../messages';

/** `/dashboard`: the merchant's overview (spec 1 §2.9). */
export default function DashboardPage() {
  const period = useDashboardRange();
  const { range } = period;
  useFirstVisitTour();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }} pb={{ base: 20, md: 24 }}>
      <PageHeader
        title={messages.dashboard.title}
        subtitle={messages.dashboard.subtitle}
        actions={<DateRangeControls {...period} />}
      />
      <Stack gap={6}>
        <MetricsGrid range={range} />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={6}>
          <EvolutionCard range={range} />
          <ReportsCard range={range} />
        </Grid>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={6}>
          <LowStockCard />
          <UpcomingDeliveriesCard />
          <PlanCard />
        </SimpleGrid>
      </Stack>
      <TourButton />
    </Container>
  );
}
