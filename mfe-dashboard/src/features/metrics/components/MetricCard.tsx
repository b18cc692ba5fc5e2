import { Box, Card, HStack, Skeleton, Stack, Text } from '@platform/shared';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { MetricIndicator } from '../api/get-indicators';
import type { DateRange } from '../api/get-metric';
import { formatMetricValue } from '../format-metric';
import { useMetric } from '../hooks/use-metric';
import { messages } from '../../../messages';

const trendLook = {
  up: { Icon: ArrowUpRight, color: 'green.600', label: messages.metrics.trendUp },
  down: { Icon: ArrowDownRight, color: 'red.600', label: messages.metrics.trendDown },
  flat: { Icon: ArrowRight, color: 'fg.muted', label: messages.metrics.trendFlat },
} as const;

interface MetricCardProps {
  indicator: MetricIndicator;
  range: DateRange;
}

export function MetricCard({ indicator, range }: MetricCardProps) {
  const metric = useMetric(indicator.code, range);
  return (
    <Card.Root size="sm" role="group" aria-label={indicator.name}>
      <Card.Body>
        <Stack gap={2}>
          <Text fontSize="sm" color="fg.muted">
            {indicator.name}
          </Text>
          {metric.status === 'ready' ? (
            <>
              <Text fontSize="2xl" fontWeight="bold" data-testid={`metric-${indicator.code}`}>
                {formatMetricValue(metric.result.value, indicator.format)}
              </Text>
              <TrendLine indicator={indicator} {...metric.result} />
            </>
          ) : metric.status === 'loading' ? (
            <Skeleton height="8" width="60%" />
          ) : (
            <Text
              fontSize="2xl"
              fontWeight="bold"
              color="fg.subtle"
              aria-label={messages.metrics.unavailable}
            >
              —
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TrendLine({
  indicator,
  value,
  previousValue,
  trend,
}: {
  indicator: MetricIndicator;
  value: number;
  previousValue: number;
  trend: { direction: 'up' | 'down' | 'flat'; value: number };
}) {
  const look = trendLook[trend.direction];
  return (
    <HStack
      gap={1}
      color={look.color}
      fontSize="sm"
      title={messages.metrics.comparison(
        formatMetricValue(value, indicator.format),
        formatMetricValue(previousValue, indicator.format),
      )}
    >
      <look.Icon size={16} aria-hidden />
      <Box as="span">
        {trend.value}%{' '}
        <Text as="span" srOnly>
          {look.label}
        </Text>
      </Box>
      <Text as="span" color="fg.muted">
        {messages.metrics.vsPrevious}
      </Text>
    </HStack>
  );
}
