import type { ReactNode } from 'react';
import {
  Box,
  Card,
  Container,
  EmptyState,
  ErrorBox,
  LoadingState,
  Separator,
  Stack,
  useParams,
  useQuery,
  useSearchParams,
} from '@platform/shared';
import { FileQuestion } from 'lucide-react';
import { OrderStatusPanel } from '../../features/public-order/components/OrderStatusPanel';
import { OrderSummary } from '../../features/public-order/components/OrderSummary';
import { PaymentOutcome } from '../../features/public-order/components/PaymentOutcome';
import { PaymentPanel } from '../../features/public-order/components/PaymentPanel';
import { publicOrderQuery } from '../../features/public-order/api/get-public-order';
import { publicOrderMessages as copy } from '../../features/public-order/messages';

function outcomeFrom(params: URLSearchParams): 'success' | 'error' | null {
  const value = params.get('paymentStatus');
  return value === 'success' || value === 'error' ? value : null;
}

/**
 * `/public/orders/:id` (public; the shell shows no header, footer or guide): an end client pays
 * an order of a store. `id` is the order's unguessable public id.
 */
export default function PublicOrderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const outcome = outcomeFrom(params);
  const load = useQuery({ ...publicOrderQuery(id ?? ''), enabled: id !== undefined });

  let content: ReactNode;
  if (id === undefined || (load.isError && load.error.status === 404)) {
    content = (
      <EmptyState
        icon={<FileQuestion />}
        title={copy.load.notFound}
        description={copy.load.notFoundText}
      />
    );
  } else if (load.isPending) {
    content = <LoadingState label={copy.load.loading} />;
  } else if (load.isError) {
    content = (
      <ErrorBox
        message={copy.load.failed}
        onRetry={() => void load.refetch()}
        retryLabel={copy.load.retry}
      />
    );
  } else {
    const order = load.data;
    content = (
      <Stack gap={6}>
        {outcome && <PaymentOutcome status={outcome} />}
        <OrderSummary order={order} />
        <Separator />
        {order.status === 'draft' ? (
          <PaymentPanel order={order} />
        ) : (
          <OrderStatusPanel order={order} />
        )}
      </Stack>
    );
  }

  return (
    <Box bg="bg.subtle" minH="100dvh" py={{ base: 4, md: 12 }}>
      <Container maxW="2xl" px={{ base: 3, md: 6 }}>
        <Card.Root>
          <Card.Body p={{ base: 5, md: 8 }}>{content}</Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
