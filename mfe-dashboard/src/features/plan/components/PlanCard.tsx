import {
  Badge,
  Box,
  formatCLP,
  formatDate,
  formatNumber,
  HStack,
  Link,
  RouterLink,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@platform/shared';
import { Info } from 'lucide-react';
import { messages } from '../../../messages';
import { pricingUrl } from '../../../urls';
import { SectionCard } from '../../../ui/SectionCard';
import { usePlanSummary, type PlanSummary } from '../hooks/use-plan-summary';

/** The store's current plan, its subscribers and the month's estimated cost (spec 1 §2.9). */
export function PlanCard() {
  const state = usePlanSummary();
  const action = (
    <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
      <RouterLink to={pricingUrl()}>{messages.plan.seePlans}</RouterLink>
    </Link>
  );
  return (
    <SectionCard title={messages.plan.title} action={action} tourTarget="dashboard-plan">
      {state.status === 'pending' ? (
        <Stack gap={2}>
          <Skeleton height="6" width="50%" />
          <Skeleton height="4" />
          <Skeleton height="4" />
        </Stack>
      ) : state.status === 'error' ? (
        <Notice text={messages.plan.failed} tone="fg.error" />
      ) : state.data ? (
        <PlanDetails summary={state.data} />
      ) : (
        <Notice text={messages.plan.unavailable} tone="fg.muted" />
      )}
    </SectionCard>
  );
}

function Notice({ text, tone }: { text: string; tone: string }) {
  return (
    <HStack color={tone} fontSize="sm" gap={2}>
      <Info size={16} aria-hidden />
      <Text>{text}</Text>
    </HStack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" fontSize="sm" gap={4}>
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="right">
        {value}
      </Text>
    </HStack>
  );
}

function PlanDetails({ summary }: { summary: PlanSummary }) {
  const { current, plan, nextPlan, estimatedCost } = summary;
  const period = messages.plan.periods[current.period] ?? current.period;
  return (
    <Stack gap={3}>
      <HStack gap={2} wrap="wrap">
        <Text fontSize="xl" fontWeight="bold">
          {plan.name}
        </Text>
        <Badge colorPalette="brand" variant="subtle">
          {period}
        </Badge>
      </HStack>
      <Stack gap={1.5}>
        <Row
          label={messages.plan.activeSubscribers}
          value={formatNumber(current.activeSubscribers)}
        />
        <Row label={messages.plan.pricePerSubscriber} value={formatCLP(plan.price)} />
        {plan.basePrice ? (
          <Row label={messages.plan.minimum} value={formatCLP(plan.basePrice)} />
        ) : null}
        {current.renewalDate ? (
          <Row label={messages.plan.renewal} value={formatDate(current.renewalDate)} />
        ) : null}
      </Stack>
      <Separator />
      <Box>
        <Row label={messages.plan.estimatedCost} value={formatCLP(estimatedCost)} />
      </Box>
      {nextPlan && (
        <Text fontSize="xs" color="fg.muted">
          {messages.plan.nextPlan(nextPlan.name)}
        </Text>
      )}
    </Stack>
  );
}
