import type { OrderPaymentDetails } from '@platform/api/contracts';
import { formatCLP, formatDateTime, StatusBadge, Text, useQuery } from '@platform/shared';
import { CreditCard } from 'lucide-react';
import { orderPaymentQuery } from '../api/get-order-payment';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { Details } from './Details';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.payment;

function PaymentDetails({ payment }: { payment: OrderPaymentDetails }) {
  return (
    <Details
      rows={[
        [copy.status, <StatusBadge key="status" kind="payment" status={payment.paymentStatus} />],
        [copy.method, copy.methods[payment.paymentMethod] ?? payment.paymentMethod],
        [copy.cardType, payment.cardType],
        [copy.lastFour, payment.lastFour && `•••• ${payment.lastFour}`],
        [copy.authorizationCode, payment.authorizationCode],
        [copy.bank, payment.bank],
        [copy.accountNumber, payment.accountNumber],
        [copy.transactionId, payment.transactionId],
        [copy.paidAt, payment.paidAt && formatDateTime(payment.paidAt)],
        [
          copy.total,
          <Text key="total" as="span" fontWeight="semibold">
            {formatCLP(payment.totalAmount)}
          </Text>,
        ],
      ]}
    />
  );
}

/**
 * The order's latest payment (spec 3 §2 "Payment card"): only the fields the payment has (a card
 * payment has no bank, a transfer no card). An order not yet paid says so.
 */
export function PaymentCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderPaymentQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<CreditCard />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.payment}
      >
        {(data) =>
          data?.payment ? (
            <PaymentDetails payment={data.payment} />
          ) : (
            <Text color="fg.muted">
              {data && 'payment' in data ? copy.none : orderDetailMessages.fallbacks.payment}
            </Text>
          )
        }
      </QueryContent>
    </DetailCard>
  );
}
