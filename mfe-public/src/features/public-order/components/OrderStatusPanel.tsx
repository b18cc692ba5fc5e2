import { Alert } from '@platform/shared';
import type { PublicOrder } from '../api/get-public-order';
import { publicOrderMessages } from '../messages';

const copy = publicOrderMessages.status;
const IN_PROCESS = new Set(['pending', 'processing', 'shipped', 'delivered']);

/** What a non-draft order tells its payer (spec 3 §4 "Public order payment"). */
export function OrderStatusPanel({ order }: { order: PublicOrder }) {
  const [status, title, text] = IN_PROCESS.has(order.status)
    ? (['info', copy.paidTitle, copy.paidText] as const)
    : order.status === 'cancelled'
      ? (['error', copy.cancelledTitle, copy.cancelledText] as const)
      : (['warning', copy.otherTitle, copy.otherText] as const);
  return (
    <Alert.Root status={status} aria-label={copy.label}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
