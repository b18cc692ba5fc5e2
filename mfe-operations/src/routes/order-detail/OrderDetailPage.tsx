import { useState } from 'react';
import {
  Button,
  Container,
  EmptyState,
  Grid,
  RouterLink,
  Stack,
  useLocation,
  useParams,
  useQuery,
} from '@platform/shared';
import type { OrderStatus } from '@platform/shared/constants';
import { ArrowLeft, SearchX } from 'lucide-react';
import {
  ActivityCard,
  BillingPanel,
  ClientPanel,
  CommunicationsCard,
  DocumentsCard,
  OrderHeader,
  OrderItemsCard,
  orderDetailMessages as copy,
  orderQuery,
  PaymentCard,
  ShippingPanel,
  StatusPanel,
} from '../../features/order-detail';
import { backToListPath } from '../../back-to-list';
import { ORDERS_PATH } from '../../urls';

/** An id the api does not know, or not a valid id at all. */
const NOT_FOUND = [400, 404];

function OrderNotFound({ backTo }: { backTo: string }) {
  return (
    <Container maxW="3xl" py={{ base: 6, md: 12 }}>
      <EmptyState
        as="h1"
        icon={<SearchX />}
        title={copy.notFound.title}
        description={copy.notFound.description}
        action={
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={backTo}>
              <ArrowLeft aria-hidden /> {copy.back}
            </RouterLink>
          </Button>
        }
      />
    </Container>
  );
}

function OrderDetail({ orderId, backTo }: { orderId: string; backTo: string }) {
  const order = useQuery(orderQuery(orderId));
  const [changedTo, setChangedTo] = useState<OrderStatus | null>(null);

  if (order.isError && NOT_FOUND.includes(order.error.status)) {
    return <OrderNotFound backTo={backTo} />;
  }

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <OrderHeader
        orderId={orderId}
        backTo={backTo}
        changedTo={changedTo}
        onCloseBanner={() => setChangedTo(null)}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(20rem, 24rem)' }}
        gap={6}
        alignItems="start"
      >
        <Stack gap={6} minW={0}>
          <OrderItemsCard orderId={orderId} />
          <ActivityCard orderId={orderId} />
          <PaymentCard orderId={orderId} />
          <DocumentsCard orderId={orderId} />
          <CommunicationsCard orderId={orderId} />
        </Stack>
        <Stack gap={6} minW={0}>
          <StatusPanel orderId={orderId} onChanged={setChangedTo} />
          <ClientPanel orderId={orderId} />
          <BillingPanel orderId={orderId} />
          {/* Spec 3 §2: only for an order that requires shipping. */}
          {order.data?.requiresShipping && <ShippingPanel orderId={orderId} />}
        </Stack>
      </Grid>
    </Container>
  );
}

/**
 * /orders/:id (spec 3 §2 "Order detail"): the header, then the items, activity, payment,
 * documents and communications on the left, and the status, client, billing and shipping on the
 * right (one column on a phone). Every card loads and fails on its own.
 */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  // A new id is a new page: its banner and open dialogs do not carry over.
  return <OrderDetail key={id} orderId={id} backTo={backToListPath(location.state, ORDERS_PATH)} />;
}
