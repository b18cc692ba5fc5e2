import { useId, type ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  Badge,
  Box,
  Card,
  formatCLP,
  Heading,
  HStack,
  Separator,
  Stack,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import type { PricingPlan } from '../api/list-pricing-plans';
import { pricingMessages } from '../messages';
import { MONTHS_PER_PERIOD, type BillingPeriod } from '../pricing-math';

const copy = pricingMessages.plans;

export interface PlanCardProps {
  plan: PricingPlan;
  period: BillingPeriod;
  /** The signed-in store is on this plan. */
  isCurrent?: boolean;
  /** The store's pending plan (a scheduled downgrade). */
  isScheduled?: boolean;
  /** The register link, the change button or the current-plan mark. */
  action?: ReactNode;
}

/** One pricing plan: its price per subscriber, its minimum, its features with their help texts. */
export function PlanCard({ plan, period, isCurrent, isScheduled, action }: PlanCardProps) {
  const titleId = useId();
  const months = MONTHS_PER_PERIOD[period];
  const emphasised = plan.highlighted || isCurrent;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      h="full"
      bg="bg"
      borderWidth={emphasised ? '2px' : '1px'}
      borderColor={
        isCurrent ? 'colorPalette.solid' : plan.highlighted ? 'colorPalette.border' : 'border'
      }
      borderRadius="2xl"
      boxShadow={plan.highlighted ? 'lg' : 'sm'}
      overflow="hidden"
    >
      <Card.Header gap={3} pt={6}>
        {/* Beside other cards the row keeps the names aligned; stacked on a phone it goes when empty. */}
        <HStack
          gap={2}
          minH="6"
          wrap="wrap"
          display={
            isCurrent || isScheduled || plan.highlighted ? 'flex' : { base: 'none', md: 'flex' }
          }
        >
          {isCurrent && (
            <Badge variant="solid" colorPalette="brand">
              {copy.current}
            </Badge>
          )}
          {isScheduled && (
            <Badge variant="subtle" colorPalette="orange">
              {copy.scheduled}
            </Badge>
          )}
          {plan.highlighted && (
            <Badge variant={isCurrent ? 'subtle' : 'solid'} colorPalette="brand">
              {copy.highlighted}
            </Badge>
          )}
        </HStack>
        <Heading as="h3" size="xl" id={titleId}>
          {plan.name}
        </Heading>
        {plan.description && (
          <Text color="fg.muted" fontSize="sm">
            {plan.description}
          </Text>
        )}
      </Card.Header>

      <Card.Body gap={5}>
        <Stack gap={1}>
          <HStack align="baseline" gap={2} wrap="wrap">
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1">
              {formatCLP(plan.price * months)}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {copy.perSubscriber[period]}
            </Text>
          </HStack>
          {period === 'annual' && (
            <Text color="fg.muted" fontSize="sm">
              {copy.monthlyEquivalent(formatCLP(plan.price))}
            </Text>
          )}
          <Text fontSize="sm" fontWeight="medium" color="colorPalette.fg">
            {plan.basePrice
              ? copy.minimum[period](formatCLP(plan.basePrice * months))
              : copy.noMinimum}
          </Text>
        </Stack>

        <Separator />

        <Stack as="ul" gap={3} listStyleType="none" aria-label={copy.featuresLabel(plan.name)}>
          {plan.features.map((feature) => (
            <HStack as="li" key={feature.label} align="flex-start" gap={3}>
              <Box
                as="span"
                flexShrink={0}
                mt="0.5"
                color={feature.included ? 'fg.success' : 'fg.subtle'}
                aria-hidden
              >
                {feature.included ? <Check size={18} /> : <Minus size={18} />}
              </Box>
              <Stack gap={0.5}>
                <Text fontSize="sm" color={feature.included ? 'fg' : 'fg.muted'}>
                  <VisuallyHidden>
                    {feature.included ? copy.included : copy.notIncluded}{' '}
                  </VisuallyHidden>
                  {feature.label}
                </Text>
                {feature.help && (
                  <Text fontSize="xs" color="fg.muted">
                    {feature.help}
                  </Text>
                )}
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>

      {action && <Card.Footer pt={2}>{action}</Card.Footer>}
    </Card.Root>
  );
}
