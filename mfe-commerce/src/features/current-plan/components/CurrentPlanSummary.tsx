import type { ReactNode } from 'react';
import {
  Alert,
  Badge,
  chakra,
  ErrorBox,
  errorMessage,
  formatDate,
  Heading,
  HStack,
  Link,
  LoadingState,
  RouterLink,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { ArrowRight } from 'lucide-react';
import { currentPlanQuery, pricingPlansQuery, type PricingPlan } from '../../pricing';
import { currentPlanMessages } from '../messages';

const copy = currentPlanMessages;

function SeePlansLink() {
  return (
    <Link asChild fontWeight="medium" alignSelf="flex-start">
      <RouterLink to="/pricing">
        {copy.seePlans} <ArrowRight size={16} aria-hidden />
      </RouterLink>
    </Link>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <chakra.dt fontSize="sm" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd m={0} fontWeight="medium">
        {children}
      </chakra.dd>
    </Stack>
  );
}

/**
 * The store's platform plan for the account screen's 'Mi Plan' (spec 3 "Plan (account view)"):
 * its name, price per subscriber, monthly minimum, renewal date and the pending change if any,
 * with 'Ver planes' to the pricing page. The account screen gives the section its heading.
 */
export function CurrentPlanSummary() {
  // The pricing page's queries: one cached answer, refreshed by its plan change.
  const current = useQuery(currentPlanQuery());
  const plans = useQuery(pricingPlansQuery());

  if (current.isPending || plans.isPending) return <LoadingState label={copy.loading} minH="24" />;
  if (current.isError || plans.isError) {
    return (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(current.error ?? plans.error)}
        onRetry={() => {
          if (current.isError) void current.refetch();
          if (plans.isError) void plans.refetch();
        }}
        retrying={current.isFetching || plans.isFetching}
      />
    );
  }

  const subscription = current.data;
  const byId = (id: string | null): PricingPlan | undefined =>
    id ? plans.data.find((plan) => plan.uuid === id) : undefined;
  const plan = subscription ? byId(subscription.id) : undefined;

  if (!subscription || !plan) {
    return (
      <Stack gap={3}>
        <Text>{subscription ? copy.unavailable : copy.noPlan}</Text>
        <SeePlansLink />
      </Stack>
    );
  }

  const next = byId(subscription.nextPlanUuid);
  return (
    <Stack gap={4}>
      <Stack gap={1}>
        <HStack gap={2} wrap="wrap">
          <Heading as="h3" size="md">
            {plan.name}
          </Heading>
          <Badge colorPalette="gray" variant="subtle" size="sm">
            {copy.periods[subscription.period]}
          </Badge>
        </HStack>
        {plan.description && <Text color="fg.muted">{plan.description}</Text>}
      </Stack>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
        gap={4}
        m={0}
      >
        <Detail term={copy.price}>{copy.priceValue(plan.price)}</Detail>
        {plan.basePrice !== null && (
          <Detail term={copy.minimum}>{copy.priceValue(plan.basePrice)}</Detail>
        )}
        {subscription.renewalDate && (
          <Detail term={copy.renewal}>{formatDate(subscription.renewalDate)}</Detail>
        )}
      </chakra.dl>
      {subscription.nextPlanUuid && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{copy.pending.title}</Alert.Title>
            {next && subscription.renewalDate && (
              <Alert.Description>
                {copy.pending.description(next.name, formatDate(subscription.renewalDate))}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <SeePlansLink />
    </Stack>
  );
}
