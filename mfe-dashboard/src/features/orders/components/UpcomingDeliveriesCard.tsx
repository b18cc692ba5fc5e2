import {
  formatDate,
  HStack,
  Link,
  RouterLink,
  Skeleton,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { ChevronRight, Inbox, TriangleAlert } from 'lucide-react';
import { messages } from '../../../messages';
import { orderDetailUrl, upcomingDeliveriesUrl } from '../../../urls';
import { ListNotice } from '../../../ui/ListNotice';
import { SectionCard } from '../../../ui/SectionCard';
import { upcomingDeliveriesQuery } from '../api/list-pending-orders';

/** 'Próximas Entregas': the pending orders, oldest first, five (spec 1 §2.9). */
export function UpcomingDeliveriesCard() {
  const orders = useQuery(upcomingDeliveriesQuery());
  const seeAll = (
    <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
      <RouterLink to={upcomingDeliveriesUrl()} aria-label={messages.deliveries.seeAllLabel}>
        {messages.deliveries.seeAll}
      </RouterLink>
    </Link>
  );
  return (
    <SectionCard
      title={messages.deliveries.title}
      action={seeAll}
      tourTarget="dashboard-deliveries"
    >
      {orders.isPending ? (
        <Stack gap={3}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="10" />
          ))}
        </Stack>
      ) : orders.isError ? (
        <ListNotice tone="error" icon={<TriangleAlert />} text={messages.deliveries.error} />
      ) : orders.data.length === 0 ? (
        <ListNotice icon={<Inbox />} text={messages.deliveries.empty} />
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <Link
                asChild
                display="flex"
                justifyContent="space-between"
                alignItems="center"
                gap={3}
                py={2.5}
                px={1}
                color="fg"
                textDecoration="none"
                borderRadius="sm"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={orderDetailUrl(order.id)}>
                  <Stack gap={0} minW={0}>
                    <Text fontSize="sm" fontWeight="medium">
                      {messages.deliveries.order(order.orderNumber)} · {order.clientName}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {messages.deliveries.items(order.itemsCount)} ·{' '}
                      {messages.deliveries.createdOn(formatDate(order.createdAt))}
                    </Text>
                  </Stack>
                  <HStack color="fg.subtle" flexShrink={0}>
                    <ChevronRight size={16} aria-hidden />
                  </HStack>
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
