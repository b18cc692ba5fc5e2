import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Container,
  ErrorBox,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import {
  BillingPeriodToggle,
  currentPlanQuery,
  loadCancelPlanChangeDialog,
  loadPendingChangeNotice,
  loadPlanChangeDialog,
  PlanAction,
  PlanGrid,
  PlanGridSkeleton,
  plansForPeriod,
  preloadMerchantParts,
  PricingCalculator,
  PricingHero,
  pricingMessages,
  pricingPlansQuery,
  PricingSection,
  RegisterCta,
  ScenarioCarousel,
  useBillingPeriod,
  useViewer,
  type PricingPlan,
} from '../../features/pricing';

const PlanChangeDialog = lazy(loadPlanChangeDialog);
const CancelPlanChangeDialog = lazy(loadCancelPlanChangeDialog);
const PendingChangeNotice = lazy(loadPendingChangeNotice);

const copy = pricingMessages;

type OpenDialog = { kind: 'change'; plan: PricingPlan } | { kind: 'cancel' } | null;

/**
 * `/pricing` (public, spec 2 §2): the billing toggle, the plan cards, the cost calculator and the
 * example scenarios. Visitors get the register link; a signed-in merchant gets the change buttons,
 * the pending-change notice and the dialogs, whose code only merchants download.
 */
export default function PricingPage() {
  const viewer = useViewer();
  const isMerchant = viewer === 'merchant';
  const [period, setPeriod] = useBillingPeriod();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const plansQuery = useQuery(pricingPlansQuery());
  const currentQuery = useQuery(currentPlanQuery(isMerchant));

  useEffect(() => {
    if (isMerchant) preloadMerchantParts();
  }, [isMerchant]);

  const allPlans = plansQuery.data ?? [];
  const shown = plansForPeriod(allPlans, period);
  const monthlyPlans = plansForPeriod(allPlans, 'monthly').plans;
  // The api answers an empty list when it cannot read the plans (spec 2 §7): a failure too.
  const plansFailed = plansQuery.isError || (plansQuery.isSuccess && allPlans.length === 0);

  const storePlan = isMerchant ? currentQuery.data : undefined;
  const planNamed = (id: string | null | undefined) =>
    id ? allPlans.find((plan) => plan.uuid === id) : undefined;
  const currentPricingPlan = planNamed(storePlan?.id);
  const pendingPricingPlan = planNamed(storePlan?.nextPlanUuid);
  const currentPlanRef = storePlan
    ? { uuid: storePlan.id, name: currentPricingPlan?.name ?? '' }
    : undefined;

  return (
    <>
      <PricingHero>
        <BillingPeriodToggle value={period} onChange={setPeriod} />
        {period === 'annual' && shown.derivedFromMonthly && (
          <Text fontSize="sm" color="fg.muted">
            {copy.period.annualNote}
          </Text>
        )}
      </PricingHero>

      <Container maxW="6xl" pb={{ base: 12, md: 20 }}>
        <Stack gap={{ base: 14, md: 20 }}>
          <Stack gap={6}>
            {isMerchant && currentQuery.isError && (
              <ErrorBox
                title={copy.currentPlan.loadFailedTitle}
                message={copy.currentPlan.loadFailed}
                onRetry={() => void currentQuery.refetch()}
                retrying={currentQuery.isFetching}
              />
            )}
            {isMerchant && currentQuery.isSuccess && storePlan === null && (
              <Alert.Root status="info" borderRadius="xl">
                <Alert.Indicator />
                <Alert.Description>{copy.currentPlan.none}</Alert.Description>
              </Alert.Root>
            )}
            {storePlan?.nextPlanUuid && (
              <Suspense fallback={null}>
                <PendingChangeNotice
                  planName={pendingPricingPlan?.name ?? ''}
                  date={storePlan.renewalDate}
                  onCancel={() => setDialog({ kind: 'cancel' })}
                />
              </Suspense>
            )}

            <Box as="section" aria-labelledby="pricing-plans-title">
              <VisuallyHidden as="h2" id="pricing-plans-title">
                {copy.plans.title}
              </VisuallyHidden>
              {plansQuery.isPending ? (
                <PlanGridSkeleton period={period} label={copy.plans.loading} />
              ) : plansFailed ? (
                <ErrorBox
                  title={copy.plans.loadFailedTitle}
                  message={copy.plans.loadFailed}
                  onRetry={() => void plansQuery.refetch()}
                  retrying={plansQuery.isFetching}
                />
              ) : (
                <PlanGrid
                  plans={shown.plans}
                  period={period}
                  currentPlanId={storePlan?.id}
                  scheduledPlanId={storePlan?.nextPlanUuid}
                  renderAction={(plan) => (
                    <PlanAction
                      plan={plan}
                      viewer={viewer}
                      currentPlan={storePlan}
                      currentPlanPending={isMerchant && currentQuery.isPending}
                      currentTier={currentPricingPlan?.tier}
                      onChoose={(chosen) => setDialog({ kind: 'change', plan: chosen })}
                      onCancelPending={() => setDialog({ kind: 'cancel' })}
                    />
                  )}
                />
              )}
            </Box>
          </Stack>

          {!plansFailed && shown.plans.length > 0 && (
            <PricingSection title={copy.calculator.title} subtitle={copy.calculator.subtitle}>
              <PricingCalculator plans={shown.plans} period={period} />
            </PricingSection>
          )}

          {!plansFailed && monthlyPlans.length > 0 && (
            <PricingSection title={copy.scenarios.title} subtitle={copy.scenarios.subtitle}>
              <ScenarioCarousel plans={monthlyPlans} />
            </PricingSection>
          )}

          {viewer === 'visitor' && <RegisterCta />}
        </Stack>
      </Container>

      {isMerchant && currentPlanRef && dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'change' ? (
            <PlanChangeDialog
              plan={dialog.plan}
              currentPlan={currentPlanRef}
              onClose={() => setDialog(null)}
            />
          ) : (
            <CancelPlanChangeDialog
              currentPlanName={currentPlanRef.name}
              pendingPlanName={pendingPricingPlan?.name ?? ''}
              date={storePlan?.renewalDate ?? null}
              onClose={() => setDialog(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
