import type { OrderDetail } from '@platform/api/contracts';
import {
  Alert,
  CloseButton,
  ErrorBox,
  errorMessage,
  Flex,
  formatDateTime,
  Heading,
  HStack,
  Link,
  RouterLink,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { statusLabel, type OrderStatus } from '@platform/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { orderQuery } from '../api/get-order';
import { orderDetailMessages as copy } from '../messages';

export interface OrderHeaderProps {
  orderId: string;
  /** Where 'Volver a órdenes' leads (the list as it was left). */
  backTo: string;
  /** The status just saved: the success banner says so until it is closed. */
  changedTo: OrderStatus | null;
  onCloseBanner: () => void;
}

function Title({ order }: { order: OrderDetail | undefined }) {
  return (
    <Stack gap={1}>
      <HStack gap={3} wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {order ? copy.title(order.orderNumber) : copy.pageTitle}
        </Heading>
        {order && (
          <HStack gap={0}>
            <VisuallyHidden>{copy.statusPrefix} </VisuallyHidden>
            <StatusBadge kind="order" status={order.status} size="lg" />
          </HStack>
        )}
      </HStack>
      {order ? (
        <Text color="fg.muted">{copy.createdAt(formatDateTime(order.createdAt))}</Text>
      ) : null}
    </Stack>
  );
}

/**
 * 'Orden #{orderNumber}', when it was created and its status, the way back to the list, and the
 * banner after a status change (spec 3 §2 "Order detail").
 */
export function OrderHeader({ orderId, backTo, changedTo, onCloseBanner }: OrderHeaderProps) {
  const order = useQuery(orderQuery(orderId));
  return (
    <Stack as="header" gap={4} mb={6}>
      <Link asChild color="colorPalette.fg" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={backTo}>
          <ArrowLeft size={16} aria-hidden /> {copy.back}
        </RouterLink>
      </Link>
      <Flex justify="space-between" align="flex-end" gap={4} wrap="wrap">
        <Title order={order.data} />
        {order.isPending && <Skeleton h="5" w="48" />}
      </Flex>
      {order.isError && (
        <ErrorBox
          title={copy.errors.order}
          message={errorMessage(order.error)}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      )}
      {changedTo && (
        <Alert.Root status="success" role="status" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{copy.changed.title}</Alert.Title>
            <Alert.Description>
              {copy.changed.description(statusLabel('order', changedTo))}
            </Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={copy.changed.close} onClick={onCloseBanner} />
        </Alert.Root>
      )}
    </Stack>
  );
}
