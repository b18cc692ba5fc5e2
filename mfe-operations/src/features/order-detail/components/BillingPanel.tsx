import { Text, useQuery } from '@platform/shared';
import { Receipt } from 'lucide-react';
import { orderBillingQuery } from '../api/get-order-billing';
import { orderDetailMessages } from '../messages';
import { AddressBlock } from './AddressBlock';
import { DetailCard } from './DetailCard';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.billing;

/** The order's billing address (spec 3 §3 "Order billing"). */
export function BillingPanel({ orderId }: { orderId: string }) {
  const query = useQuery(orderBillingQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<Receipt />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.billing}
      >
        {(data) =>
          // A loaded answer without an address says so; the spec's fallback is for no answer.
          data?.billingAddress ? (
            <AddressBlock address={data.billingAddress} />
          ) : (
            <Text color="fg.muted">
              {data?.billingAddress === null
                ? copy.noAddress
                : orderDetailMessages.fallbacks.billing}
            </Text>
          )
        }
      </QueryContent>
    </DetailCard>
  );
}
