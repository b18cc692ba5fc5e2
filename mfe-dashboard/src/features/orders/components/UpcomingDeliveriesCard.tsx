import { formatDate, HStack, Link, RouterLink, Stack, Text, useQuery } from '@platform/shared';
import { ChevronRight, Inbox } from 'lucide-react';
import { messages } from '../../../messages';
import { orderDetailUrl, upcomingDeliveriesUrl } from '../../../urls';
import { ListCard } from '../../../ui/CardList';
import { upcomingDeliveriesQuery } from '../api/list-pending-orders';

/** 'Próximas Entregas': the pending orders, oldest first, five (spec 1 §2.9). */
export function UpcomingDeliveriesCard() {
  const orders = useQuery(upcomingDeliveriesQuery());
  return (
    <ListCard
      text={messages.deliveries}
      seeAllTo={upcomingDeliveriesUrl()}
      tourTarget="dashboard-deliveries"
      query={orders}
      emptyIcon={<Inbox />}
    >
      {(order) => (
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
      )}
    </ListCard>
  );
}
