import { useState } from 'react';
import {
  Alert,
  Button,
  formatCLP,
  isApiError,
  Link,
  RouterLink,
  Stack,
  Text,
} from '@platform/shared';
import { Lock } from 'lucide-react';
import { useCreateOrderPayment } from '../api/create-order-payment';
import type { PublicOrder } from '../api/get-public-order';
import { publicOrderMessages } from '../messages';
import { postToPaymentProvider } from '../post-to-payment-provider';

const copy = publicOrderMessages;

class InvalidPaymentResponse extends Error {}

function failureMessage(error: unknown): string {
  if (error instanceof InvalidPaymentResponse) return copy.payment.invalidResponse;
  const data = isApiError(error) ? (error.data as { message?: unknown } | null) : null;
  return typeof data?.message === 'string' && data.message.trim()
    ? data.message
    : copy.payment.errorDefault;
}

/** 'Pago bloqueado': another unpaid order (the plan renewal) must be paid first. */
function PaymentBlocked({ order }: { order: PublicOrder }) {
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{copy.blocked.title}</Alert.Title>
        <Alert.Description>
          <Stack gap={2}>
            <Text>{copy.blocked.description(order.paymentLockedOnOrderNumber)}</Text>
            <Link asChild fontWeight="semibold" color="orange.fg">
              <RouterLink to={`/public/orders/${order.paymentLockedOnOrder}`}>
                {copy.blocked.link(order.paymentLockedOnOrderNumber)}
              </RouterLink>
            </Link>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The payment panel of a draft order (spec 3 §4): pay creates a payment (url_webpay and token,
 * both required) and the browser posts the token to the provider. Blocked while another order
 * must be paid first.
 */
export function PaymentPanel({ order }: { order: PublicOrder }) {
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const createPayment = useCreateOrderPayment();

  if (order.paymentLockedOnOrder) return <PaymentBlocked order={order} />;

  const pay = async () => {
    setFailure(null);
    setPaying(true);
    try {
      const returnUrl = `${window.location.origin}${window.location.pathname}`;
      const created = await createPayment.mutateAsync({ id: order.id, returnUrl });
      if (!created?.url_webpay || !created?.token) throw new InvalidPaymentResponse();
      // The browser leaves for the provider: the button stays busy until then.
      postToPaymentProvider(created.url_webpay, created.token);
    } catch (error) {
      setFailure(failureMessage(error));
      setPaying(false);
    }
  };

  return (
    <Stack gap={4} as="section" aria-labelledby="public-order-payment">
      <Stack gap={1}>
        <Text as="h2" id="public-order-payment" fontWeight="semibold" fontSize="lg">
          {copy.payment.title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {copy.payment.description}
        </Text>
      </Stack>
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{copy.payment.errorTitle}</Alert.Title>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        onClick={pay}
        loading={paying}
        loadingText={copy.payment.redirecting}
      >
        <Lock aria-hidden /> {copy.payment.pay(formatCLP(order.totalAmount))}
      </Button>
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        {copy.secure}
      </Text>
    </Stack>
  );
}
