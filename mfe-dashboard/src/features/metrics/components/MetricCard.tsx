import { lazy, Suspense, useEffect } from 'react';
import {
  Box,
  Card,
  HStack,
  Skeleton,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { MetricIndicator } from '../api/get-indicators';
import { metricQuery, type DateRange, type MetricResult } from '../api/get-metric';
import { formatMetricValue } from '../format-metric';
import { messages } from '../../../messages';
import { MetricComparison } from './MetricComparison';

const loadTooltip = () => import('./MetricTooltip');
const MetricTooltip = lazy(loadTooltip);

/** Indicators where a rise is bad news (the arrow turns red when they go up). */
const LOWER_IS_BETTER = new Set(['churn-rate']);

const trendLook = {
  up: { Icon: ArrowUpRight, label: messages.metrics.trendUp },
  down: { Icon: ArrowDownRight, label: messages.metrics.trendDown },
  flat: { Icon: ArrowRight, label: messages.metrics.trendFlat },
} as const;

function trendColor(code: string, direction: 'up' | 'down' | 'flat'): string {
  if (direction === 'flat') return 'fg.muted';
  const good = (direction === 'up') !== LOWER_IS_BETTER.has(code);
  return good ? 'fg.success' : 'fg.error';
}

interface MetricCardProps {
  indicator: MetricIndicator;
  range: DateRange;
}

/**
 * One indicator for the range: value, trend arrow and rounded percentage against the previous
 * period, and a tooltip with both periods. A failed metric just stops loading (spec 1 §8).
 */
export function MetricCard({ indicator, range }: MetricCardProps) {
  const metric = useQuery(metricQuery(indicator.code, range));
  // Fetch the tooltip's code while the value loads, so the card is not redrawn late.
  useEffect(() => {
    void loadTooltip();
  }, []);
  const ready = metric.isSuccess;
  const card = (
    <Card.Root
      size="sm"
      role="group"
      aria-label={indicator.name}
      tabIndex={ready ? 0 : undefined}
      height="100%"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Card.Body>
        <Stack gap={2}>
          <Text fontSize="sm" color="fg.muted">
            {indicator.name}
          </Text>
          {ready ? (
            <>
              <Text
                fontSize={{ base: 'xl', md: '2xl' }}
                fontWeight="bold"
                data-testid={`metric-${indicator.code}`}
              >
                {formatMetricValue(metric.data.value, indicator.format)}
              </Text>
              <TrendLine code={indicator.code} trend={metric.data.trend} />
              <VisuallyHidden>
                {messages.metrics.comparison(
                  formatMetricValue(metric.data.value, indicator.format),
                  formatMetricValue(metric.data.previousValue, indicator.format),
                )}
              </VisuallyHidden>
            </>
          ) : metric.isPending ? (
            <>
              <Skeleton height="8" width="60%" />
              <Skeleton height="4" width="40%" />
            </>
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
  if (!ready) return card;
  return (
    <Suspense fallback={card}>
      <MetricTooltip
        content={<MetricComparison indicator={indicator} range={range} result={metric.data} />}
      >
        {card}
      </MetricTooltip>
    </Suspense>
  );
}

function TrendLine({ code, trend }: { code: string; trend: MetricResult['trend'] }) {
  const look = trendLook[trend.direction];
  return (
    <HStack gap={1} fontSize={{ base: 'xs', md: 'sm' }} wrap="wrap" rowGap={0}>
      <HStack gap={0.5} color={trendColor(code, trend.direction)} fontWeight="medium">
        <look.Icon size={16} aria-hidden />
        <Box as="span">
          {trend.value}%{' '}
          <Text as="span" srOnly>
            {look.label}
          </Text>
        </Box>
      </HStack>
      <Text as="span" color="fg.muted">
        {messages.metrics.vsPrevious}
      </Text>
    </HStack>
  );
}
