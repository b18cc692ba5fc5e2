import { Box, formatDate, Stack, Text } from '@platform/shared';
import { previousPeriod } from '@platform/shared/validation';
import type { MetricIndicator } from '../api/get-indicators';
import type { DateRange, MetricResult } from '../api/get-metric';
import { formatMetricValue } from '../format-metric';
import { messages } from '../../../messages';

const periodText = (range: DateRange) =>
  `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`;

const sign = { up: '+', down: '−', flat: '' } as const;

/** What the tooltip says: both periods with their dates and values, and the change. */
export function MetricComparison({
  indicator,
  range,
  result,
}: {
  indicator: MetricIndicator;
  range: DateRange;
  result: MetricResult;
}) {
  const current = result.period ?? range;
  const previous = result.previousPeriod ?? previousPeriod(range);
  const rows = [
    [`${messages.metrics.currentPeriod} (${periodText(current)})`, result.value],
    [`${messages.metrics.previousPeriod} (${periodText(previous)})`, result.previousValue],
  ] as const;
  return (
    <Stack gap={1.5} fontSize="xs">
      <Text fontWeight="semibold">{indicator.name}</Text>
      {indicator.description && <Text opacity={0.85}>{indicator.description}</Text>}
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text opacity={0.85}>{label}</Text>
          <Text fontWeight="semibold" fontSize="sm">
            {formatMetricValue(value, indicator.format)}
          </Text>
        </Box>
      ))}
      <Text>
        {messages.metrics.change}: {sign[result.trend.direction]}
        {result.trend.value}%
      </Text>
    </Stack>
  );
}
