import { lazy, Suspense, useState } from 'react';
import type { OrderDetail } from '@platform/api/contracts';
import {
  Alert,
  Button,
  Code,
  errorMessage,
  Field,
  HStack,
  Input,
  Link,
  RouterLink,
  Stack,
  StatusBadge,
  Text,
  toaster,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import {
  SELECTABLE_ORDER_STATUSES,
  statusLabel,
  type OrderStatus,
} from '@platform/shared/constants';
import { RadioGroup } from '@platform/shared/widgets';
import { ClipboardCheck, Copy, ExternalLink } from 'lucide-react';
import { orderQuery } from '../api/get-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { Details } from './Details';
import { QueryContent } from './QueryContent';

const ManualShippingDialog = lazy(() => import('./ManualShippingDialog'));

const copy = orderDetailMessages.status;

/** The public payment page of a draft, on the app's own origin (spec 3 §4). */
function publicPaymentUrl(publicId: string): string {
  return `${window.location.origin}/public/orders/${encodeURIComponent(publicId)}`;
}

/** 'Pago bloqueado': another unpaid order (the plan renewal) must be paid first. */
function PaymentLocked({ order }: { order: OrderDetail }) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>{copy.lockedTitle}</Alert.Title>
        <Alert.Description>{copy.lockedText(order.paymentLockedOnOrderNumber)}</Alert.Description>
        <Link asChild fontWeight="semibold" color="orange.fg">
          <RouterLink to={`/orders/${encodeURIComponent(order.paymentLockedOnOrder ?? '')}`}>
            {copy.lockedLink(order.paymentLockedOnOrderNumber)}
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A draft cannot be changed here: it waits for the client's payment, through its public link. */
function DraftStatus({ order }: { order: OrderDetail }) {
  const url = publicPaymentUrl(order.publicId);
  const [copied, setCopied] = useState(false);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toaster.create({ title: copy.copied, type: 'success' });
    } catch {
      toaster.create({ title: copy.copyFailed, type: 'error' });
    }
  };

  return (
    <Stack gap={4}>
      <Alert.Root status="info" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{copy.draftTitle}</Alert.Title>
          <Alert.Description>{copy.draftText}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {order.paymentLockedOnOrder && <PaymentLocked order={order} />}
      <Field.Root>
        <Field.Label>{copy.paymentLink}</Field.Label>
        <Input
          readOnly
          value={url}
          fontSize="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Field.HelperText>{copy.paymentLinkHelp}</Field.HelperText>
      </Field.Root>
      <HStack gap={2} wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copyLink()}>
          {copied ? <ClipboardCheck aria-hidden /> : <Copy aria-hidden />}
          {copied ? copy.copied : copy.copy}
        </Button>
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> {copy.openLink}
            <VisuallyHidden>{copy.newTab}</VisuallyHidden>
          </a>
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {copy.draftNote}
      </Text>
    </Stack>
  );
}

/**
 * The status change of an order that is not a draft (spec 3 §4): any of the five from any other;
 * 'Enviado' on an order that requires shipping goes through the manual shipping form first.
 */
function StatusChange({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (status: OrderStatus) => void;
}) {
  const [choice, setChoice] = useState<OrderStatus>(order.status);
  // A new status from the server (this change, or a refresh) becomes the choice again.
  const [shownStatus, setShownStatus] = useState(order.status);
  if (shownStatus !== order.status) {
    setShownStatus(order.status);
    setChoice(order.status);
  }
  const [shipping, setShipping] = useState(false);
  const update = useUpdateOrderStatus();

  const changed = (status: OrderStatus) => {
    toaster.create({ title: copy.updated, type: 'success' });
    onChanged(status);
  };

  const save = () => {
    if (choice === order.status) return;
    if (choice === 'shipped' && order.requiresShipping) {
      update.reset();
      setShipping(true);
      return;
    }
    update.mutate(
      { id: order.id, status: choice, expectedStatus: order.status },
      { onSuccess: (saved) => changed(saved.status) },
    );
  };

  return (
    <Stack gap={4}>
      <RadioGroup.Root
        name="status"
        value={choice}
        onValueChange={(details) => {
          if (details.value) setChoice(details.value as OrderStatus);
        }}
        disabled={update.isPending}
      >
        <RadioGroup.Label fontWeight="medium">{copy.choose}</RadioGroup.Label>
        <Stack gap={2.5} mt={3}>
          {SELECTABLE_ORDER_STATUSES.map((status) => (
            <RadioGroup.Item key={status} value={status}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{statusLabel('order', status)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {update.isError && (
        <Alert.Root status="error" role="alert" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{copy.failed}</Alert.Title>
            <Alert.Description>{errorMessage(update.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        disabled={update.isPending || choice === order.status}
        loading={update.isPending}
        loadingText={copy.save.submitting}
        onClick={save}
      >
        {copy.save.submit}
      </Button>
      {shipping && (
        <Suspense fallback={null}>
          <ManualShippingDialog
            orderId={order.id}
            onShipped={() => changed('shipped')}
            onClose={() => setShipping(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export interface StatusPanelProps {
  orderId: string;
  /** A change was saved: the page shows its banner. */
  onChanged: (status: OrderStatus) => void;
}

/** The order's status, its id and shipping need, and what can be done about the status. */
export function StatusPanel({ orderId, onChanged }: StatusPanelProps) {
  const query = useQuery(orderQuery(orderId));
  return (
    <DetailCard title={copy.title}>
      <QueryContent
        query={query}
        loadingLabel={orderDetailMessages.loading}
        errorTitle={orderDetailMessages.errors.order}
      >
        {(order) => (
          <Stack gap={5}>
            <Details
              rows={[
                [copy.current, <StatusBadge key="status" kind="order" status={order.status} />],
                [
                  copy.orderId,
                  <Code key="id" fontSize="xs" overflowWrap="anywhere" whiteSpace="normal">
                    {order.id}
                  </Code>,
                ],
                [copy.requiresShipping, order.requiresShipping ? copy.yes : copy.no],
              ]}
            />
            {order.status === 'draft' ? (
              <DraftStatus order={order} />
            ) : (
              <StatusChange order={order} onChanged={onChanged} />
            )}
          </Stack>
        )}
      </QueryContent>
    </DetailCard>
  );
}
