import { useRef } from 'react';
import { ArrowRight, CreditCard } from 'lucide-react';
import {
  Alert,
  Button,
  ErrorBox,
  formatCLP,
  formatDate,
  HStack,
  Link,
  LoadingState,
  Portal,
  RouterLink,
  Stack,
  Text,
  toaster,
  useQuery,
} from '@platform/shared';
import type { PlanChangeResult } from '@platform/api/contracts';
import { Dialog } from '@platform/shared/overlays';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';
import { useChangePlan } from '../api/change-plan';
import type { PricingPlan } from '../api/list-pricing-plans';
import { planChangePreviewQuery, type PlanChangePreview } from '../api/preview-plan-change';
import { pricingMessages } from '../messages';
import { refusalReason } from './plan-change-errors';

const copy = pricingMessages.change;
type Blocker = PlanChangePreview['blockedBy'][number];

export interface PlanChangeDialogProps {
  /** The plan chosen. */
  plan: Pick<PricingPlan, 'uuid' | 'name'>;
  /** The plan the merchant sees as current: sent as `currentPlanId`, so a stale page is refused. */
  currentPlan: Pick<PricingPlan, 'uuid' | 'name'>;
  onClose: () => void;
}

/**
 * The plan-change dialog (spec 2 §4 "Plan change"), loaded only when a merchant opens it. It
 * shows the api's preview before anything happens: an upgrade's exact charge and the card it goes
 * to, a downgrade's date at the end of the period, or why the change is blocked (incomplete
 * billing data, no default card, a pending change), in which case there is nothing to confirm.
 */
export default function PlanChangeDialog({ plan, currentPlan, onClose }: PlanChangeDialogProps) {
  const preview = useQuery(planChangePreviewQuery(plan.uuid));
  const change = useChangePlan();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const data = preview.data;
  const canConfirm = data !== undefined && data.blockedBy.length === 0;

  const confirm = async () => {
    if (!data) return;
    let result: PlanChangeResult;
    try {
      result = await change.mutateAsync({
        kind: data.kind,
        planId: plan.uuid,
        currentPlanId: currentPlan.uuid,
      });
    } catch {
      return; // shown in the dialog, from the mutation's state
    }
    toaster.create({
      type: 'success',
      title: COMMERCE_MESSAGES.planChangeSuccess,
      description: successDetail(plan.name, result.change),
    });
    onClose();
  };

  const confirmLabel = !data
    ? copy.confirm
    : data.kind === 'downgrade'
      ? copy.confirmDowngrade
      : data.chargeAmount > 0
        ? copy.confirmUpgrade(formatCLP(data.chargeAmount))
        : copy.confirm;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && !change.isPending && onClose()}
      initialFocusEl={() => cancelRef.current}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{copy.title(plan.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                {preview.isPending ? (
                  <LoadingState label={copy.loading} showLabel minH="32" />
                ) : preview.isError ? (
                  <ErrorBox
                    message={COMMERCE_MESSAGES.planLoadFailed}
                    onRetry={() => void preview.refetch()}
                    retrying={preview.isFetching}
                  />
                ) : preview.data.blockedBy.length > 0 ? (
                  <BlockedWarnings blockers={preview.data.blockedBy} />
                ) : (
                  <PreviewSummary preview={preview.data} from={currentPlan.name} to={plan.name} />
                )}
                {change.isError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{COMMERCE_MESSAGES.planChangeFailed}</Alert.Title>
                      {refusalReason(change.error) && (
                        <Alert.Description>{refusalReason(change.error)}</Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={onClose}
                disabled={change.isPending}
                w={{ base: 'full', sm: 'auto' }}
              >
                {canConfirm ? copy.cancel : copy.close}
              </Button>
              {canConfirm && (
                <Button
                  loading={change.isPending}
                  loadingText={copy.confirming}
                  onClick={() => void confirm()}
                  w={{ base: 'full', sm: 'auto' }}
                >
                  {confirmLabel}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the success toast adds: the scheduled date, or what was charged and to which card. */
function successDetail(planName: string, change: PlanChangeResult['change']): string | undefined {
  if (change.kind === 'downgrade') {
    return copy.scheduledToast(planName, formatDate(change.effectiveDate));
  }
  if (change.chargeAmount > 0 && change.card) {
    return copy.chargedToast(
      formatCLP(change.chargeAmount),
      change.card.cardType,
      change.card.lastFour,
    );
  }
  return undefined;
}

function PreviewSummary({
  preview,
  from,
  to,
}: {
  preview: PlanChangePreview;
  from: string;
  to: string;
}) {
  const plans = (
    <HStack gap={3} fontWeight="semibold" wrap="wrap" aria-hidden>
      <Text color="fg.muted">{from}</Text>
      <ArrowRight size={16} />
      <Text>{to}</Text>
    </HStack>
  );
  if (preview.kind === 'downgrade') {
    return (
      <Stack gap={4}>
        {plans}
        <Text>{copy.downgradeIntro(to, formatDate(preview.effectiveDate))}</Text>
        <SummaryRow label={copy.effectiveLabel} value={formatDate(preview.effectiveDate)} />
        <Text color="fg.muted" fontSize="sm">
          {copy.downgradeUntil(from)}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {plans}
      <Text>{copy.upgradeIntro(from, to)}</Text>
      <SummaryRow label={copy.chargeLabel} value={formatCLP(preview.chargeAmount)} emphasised />
      {preview.chargeAmount > 0 ? (
        <Stack gap={1} fontSize="sm" color="fg.muted">
          <Text>{copy.chargeExplained}</Text>
          {preview.card && (
            <HStack gap={2}>
              <CreditCard size={16} aria-hidden />
              <Text>{copy.chargedCard(preview.card.cardType, preview.card.lastFour)}</Text>
            </HStack>
          )}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {copy.noCharge}
        </Text>
      )}
    </Stack>
  );
}

function SummaryRow({
  label,
  value,
  emphasised = false,
}: {
  label: string;
  value: string;
  emphasised?: boolean;
}) {
  return (
    <HStack
      as="dl"
      justify="space-between"
      gap={4}
      p={4}
      borderRadius="lg"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
    >
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize={emphasised ? '2xl' : 'lg'} fontWeight="bold">
        {value}
      </Text>
    </HStack>
  );
}

const BLOCKER_TEXT: Record<Blocker, { message: string; link?: { to: string; label: string } }> = {
  billing: {
    message: COMMERCE_MESSAGES.planChangeBillingIncomplete,
    link: { to: '/business/billing', label: copy.billingLink },
  },
  card: {
    message: COMMERCE_MESSAGES.planChangeNoDefaultCard,
    link: { to: '/profile/account', label: copy.cardLink },
  },
  pending: { message: COMMERCE_MESSAGES.planChangePending },
};

/** Why the change cannot be made now, each cause with where to fix it (spec 2 §4, §8). */
function BlockedWarnings({ blockers }: { blockers: Blocker[] }) {
  return (
    <Stack gap={3}>
      <Text fontWeight="semibold">{copy.blockedTitle}</Text>
      {blockers.map((blocker) => {
        const { message, link } = BLOCKER_TEXT[blocker];
        return (
          <Alert.Root key={blocker} status="warning">
            <Alert.Indicator />
            <Alert.Content gap={2}>
              <Alert.Description>{message}</Alert.Description>
              {link && (
                <Link asChild fontWeight="semibold" color="fg.warning" textDecoration="underline">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              )}
            </Alert.Content>
          </Alert.Root>
        );
      })}
    </Stack>
  );
}
