import type { ClientOrder } from '@platform/api/contracts';
import {
  EmptyState,
  formatCLP,
  formatDateTime,
  Link,
  RouterLink,
  StatusBadge,
  Table,
  Text,
  useQuery,
} from '@platform/shared';
import { ShoppingBag } from 'lucide-react';
import { orderPath } from '../../../urls';
import { clientOrdersQuery } from '../api/list-client-orders';
import { usePages } from '../hooks/use-pages';
import { clientDetailMessages } from '../messages';
import { TabPager } from './TabPager';
import { TabQuery } from './TabQuery';

const copy = clientDetailMessages.orders;

function OrdersTable({ orders }: { orders: ClientOrder[] }) {
  const pages = usePages(orders);
  const columns = copy.columns;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={copy.title} interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{columns.order}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{columns.items}</Table.ColumnHeader>
              <Table.ColumnHeader>{columns.shippingAddress}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{columns.total}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.rows.map((order) => (
              <Table.Row key={order.id}>
                <Table.Cell>
                  <Link asChild fontWeight="medium" color="fg" variant="underline">
                    <RouterLink to={orderPath(order.uuid)}>
                      {copy.number(String(order.orderNumber))}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(order.date)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge kind="order" status={order.status} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {copy.items(order.itemCount)}
                </Table.Cell>
                <Table.Cell maxW="xs">
                  {order.shippingAddress ? (
                    <Text truncate title={order.shippingAddress}>
                      {order.shippingAddress}
                    </Text>
                  ) : (
                    <Text color="fg.muted">{copy.noShipping}</Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                  {formatCLP(order.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TabPager pages={pages} />
    </>
  );
}

/** The Órdenes tab (spec 3 §2): the client's orders, newest first, paged here. */
export function ClientOrdersTab({ clientId }: { clientId: string }) {
  const orders = useQuery(clientOrdersQuery(clientId));
  return (
    <TabQuery query={orders} loading={copy.loading} error={copy.loadError}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag />}
            title={copy.empty}
            description={copy.emptyHint}
            as="h3"
          />
        ) : (
          <OrdersTable orders={list} />
        )
      }
    </TabQuery>
  );
}
