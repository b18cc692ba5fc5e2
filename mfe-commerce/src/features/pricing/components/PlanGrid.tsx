import type { ReactNode } from 'react';
import { Box, SimpleGrid, Skeleton } from '@platform/shared';
import type { PricingPlan } from '../api/list-pricing-plans';
import { GRID_COLUMNS, hasFreeColumn, type BillingPeriod } from '../pricing-math';
import { AdviceCard } from './AdviceCard';
import { PlanCard } from './PlanCard';

export interface PlanGridProps {
  plans: PricingPlan[];
  period: BillingPeriod;
  currentPlanId?: string | null;
  scheduledPlanId?: string | null;
  /** What each card offers: the register link, a change button, the current-plan mark. */
  renderAction: (plan: PricingPlan) => ReactNode;
}

/**
 * The plan cards: 3 columns for monthly billing, 2 for annual (spec 2 §2), one column on a phone.
 * A row the plans leave short ends with the advice card (`hasFreeColumn`).
 */
export function PlanGrid({
  plans,
  period,
  currentPlanId,
  scheduledPlanId,
  renderAction,
}: PlanGridProps) {
  const columns = GRID_COLUMNS[period];
  const withAdvice = hasFreeColumn(plans.length, period);
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: columns }}
      gap={{ base: 5, lg: 6 }}
      maxW={columns === 2 ? '4xl' : undefined}
      mx="auto"
      alignItems="stretch"
      data-columns={columns}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.uuid}
          plan={plan}
          period={period}
          isCurrent={plan.uuid === currentPlanId}
          isScheduled={plan.uuid === scheduledPlanId}
          action={renderAction(plan)}
        />
      ))}
      {withAdvice && (
        // On a tablet's two columns, the card takes a row of its own when the plans fill theirs.
        <Box gridColumn={{ md: plans.length % 2 === 0 ? '1 / -1' : 'auto', lg: 'auto' }}>
          <AdviceCard />
        </Box>
      )}
    </SimpleGrid>
  );
}

/** Card-sized placeholders in the period's columns while the plans load, named `label`. */
export function PlanGridSkeleton({ period, label }: { period: BillingPeriod; label: string }) {
  const columns = GRID_COLUMNS[period];
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, lg: columns }}
      gap={{ base: 5, lg: 6 }}
      maxW={columns === 2 ? '4xl' : undefined}
      mx="auto"
      role="status"
      aria-label={label}
    >
      {Array.from({ length: columns }, (_, index) => (
        <Skeleton key={index} height="md" borderRadius="2xl" />
      ))}
    </SimpleGrid>
  );
}
