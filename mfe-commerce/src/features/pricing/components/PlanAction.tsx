import { Button, RouterLink, Skeleton, Text } from '@platform/shared';
import type { CurrentPlan } from '../api/get-current-plan';
import type { PricingPlan } from '../api/list-pricing-plans';
import type { Viewer } from '../hooks/use-viewer';
import { pricingMessages } from '../messages';
import { PendingPlanButton } from './PendingPlanButton';

const copy = pricingMessages.actions;

export interface PlanActionProps {
  plan: PricingPlan;
  viewer: Viewer;
  /** The merchant's plan: undefined while it loads or when it failed, null when the store has none. */
  currentPlan: CurrentPlan | null | undefined;
  currentPlanPending: boolean;
  /** Tier of the plan the store is on, to word the button as an upgrade or a change. */
  currentTier: number | undefined;
  onChoose: (plan: PricingPlan) => void;
  onCancelPending: () => void;
}

/**
 * What a plan card offers (spec 2 §2, §6): a visitor, the register link; a merchant, the mark of
 * the current plan, the pending plan's button, or a change button for any other plan.
 */
export function PlanAction({
  plan,
  viewer,
  currentPlan,
  currentPlanPending,
  currentTier,
  onChoose,
  onCancelPending,
}: PlanActionProps) {
  if (viewer === 'visitor') {
    return (
      <Button asChild w="full" size="lg" variant={plan.highlighted ? 'solid' : 'outline'}>
        <RouterLink to="/register">{copy.register(plan.name)}</RouterLink>
      </Button>
    );
  }
  if (currentPlanPending) {
    return <Skeleton h="10" w="full" borderRadius="md" />;
  }
  if (!currentPlan) return null;
  if (plan.uuid === currentPlan.id) {
    return (
      <Text
        w="full"
        textAlign="center"
        py={2}
        fontWeight="semibold"
        color="colorPalette.fg"
        bg="colorPalette.subtle"
        borderRadius="md"
      >
        {copy.current}
      </Text>
    );
  }
  if (plan.uuid === currentPlan.nextPlanUuid) {
    return <PendingPlanButton date={currentPlan.renewalDate} onCancel={onCancelPending} />;
  }
  const upgrade = currentTier === undefined || plan.tier > currentTier;
  return (
    <Button
      w="full"
      size="lg"
      variant={upgrade ? 'solid' : 'outline'}
      onClick={() => onChoose(plan)}
    >
      {upgrade ? copy.upgrade(plan.name) : copy.downgrade(plan.name)}
    </Button>
  );
}
