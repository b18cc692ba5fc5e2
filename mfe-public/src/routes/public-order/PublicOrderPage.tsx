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
  useSearchParams,
} from '@platform/shared';
import { FileQuestion } from 'lucide-react';
import { OrderStatusPanel } from '../../features/public-order/components/OrderStatusPanel';
import { OrderSummary } from '../../features/public-order/components/OrderSummary';
import { PaymentOutcome } from '../../features/public-order/components/PaymentOutcome';
import { PaymentPanel } from '../../features/public-order/components/PaymentPanel';
import { usePublicOrder } from '../../features/public-order/hooks/use-public-order';
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
  const { load, reload } = usePublicOrder(id);

  return (
    <Box bg="bg.subtle" minH="100dvh" py={{ base: 4, md: 12 }}>
      <Container maxW="2xl" px={{ base: 3, md: 6 }}>
        <Card.Root>
          <Card.Body p={{ base: 5, md: 8 }}>
            {load.state === 'loading' && <LoadingState label={copy.load.loading} />}
            {load.state === 'failed' && (
              <ErrorBox message={copy.load.failed} onRetry={reload} retryLabel={copy.load.retry} />
            )}
            {load.state === 'not-found' && (
              <EmptyState
                icon={<FileQuestion />}
                title={copy.load.notFound}
                description={copy.load.notFoundText}
              />
            )}
            {load.state === 'loaded' && (
              <Stack gap={6}>
                {outcome && <PaymentOutcome status={outcome} />}
                <OrderSummary order={load.order} />
                <Separator />
                {load.order.status === 'draft' ? (
                  <PaymentPanel order={load.order} />
                ) : (
                  <OrderStatusPanel order={load.order} />
                )}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
