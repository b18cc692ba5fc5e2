import { lazy, Suspense } from 'react';
import { Skeleton, Text, useQuery } from '@platform/shared';
import { Tabs } from '@platform/shared/widgets';
import type { DateRange } from '@platform/shared/validation';
import { messages } from '../../../messages';
import { CHART_TABS, type ChartTab } from '../../../urls';
import { SectionCard } from '../../../ui/SectionCard';
import { chartQuery, type ChartSeries } from '../api/get-chart';
import { useChartTab } from '../hooks/use-chart-tab';

// nivo is heavy and only this card needs it: a second shared entry, loaded with the card.
const LineChart = lazy(() =>
  import('@platform/shared/charts').then((module) => ({ default: module.LineChart })),
);

const CHART_HEIGHT = 300;
const EMPTY: ChartSeries = { granularity: 'day', data: [] };

/** 'Evolución': revenue, new subscriptions or new clients over the range (spec 1 §2.9). */
export function EvolutionCard({ range }: { range: DateRange }) {
  const [tab, setTab] = useChartTab();
  return (
    <SectionCard title={messages.evolution.title} tourTarget="dashboard-evolution">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as ChartTab)}
        variant="line"
        size="sm"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {CHART_TABS.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {messages.evolution.tabs[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CHART_TABS.map((id) => (
          <Tabs.Content key={id} value={id} pt={4}>
            <Evolution id={id} range={range} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </SectionCard>
  );
}

function Evolution({ id, range }: { id: ChartTab; range: DateRange }) {
  const chart = useQuery(chartQuery(id, range));
  if (chart.isPending) return <Skeleton height={`${CHART_HEIGHT}px`} borderRadius="md" />;
  // A failed series (logged by the client) is drawn as an empty chart (spec 1 §8).
  const series = chart.data ?? EMPTY;
  return (
    <>
      <Text fontSize="xs" color="fg.muted" mb={2}>
        {messages.evolution.granularity[series.granularity]}
      </Text>
      <Suspense fallback={<Skeleton height={`${CHART_HEIGHT}px`} borderRadius="md" />}>
        <LineChart
          data={series.data}
          format={id === 'revenue' ? 'monetary' : 'number'}
          label={messages.evolution.chartLabel[id]}
          seriesLabel={messages.evolution.series[id]}
          height={CHART_HEIGHT}
          emptyText={messages.evolution.empty}
        />
      </Suspense>
    </>
  );
}
