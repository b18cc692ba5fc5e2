import { Box, Card, formatCLP, Heading, HStack, Stack, Text } from '@platform/shared';
import { ordersMessages } from '../messages';
import { paymentMethodLabel } from '../orders-csv';
import { OrderSelectCheckbox } from './OrderSelectCheckbox';
import { CreatedAt, OrderDetailLink, OrderStatusCell, type OrderListViewProps } from './OrderTable';

const copy = ordersMessages.order;

/** The list on narrow screens: one card per order, the page's select-all above them. */
export function OrderCardList({ orders, selection, labelledBy }: OrderListViewProps) {
  return (
    <Stack hideFrom="md" gap={3}>
      <Box px={1}>
        <OrderSelectCheckbox
          label={copy.selectPage}
          checked={selection.pageState}
          onChange={selection.togglePage}
          showLabel
        />
      </Box>
      <Stack as="ul" gap={3} listStyleType="none" m={0} p={0} aria-labelledby={labelledBy}>
        {orders.map((order) => {
          const selected = selection.selectedIds.has(order.id);
          return (
            <Card.Root
              as="li"
              key={order.id}
              size="sm"
              borderColor={selected ? 'border.emphasized' : undefined}
            >
              <Card.Body gap={3}>
                <HStack gap={3} align="flex-start">
                  <Box pt={0.5}>
                    <OrderSelectCheckbox
                      label={copy.select(order.orderNumber)}
                      checked={selected}
                      onChange={(checked) => selection.toggle(order.id, checked)}
                    />
                  </Box>
                  <Stack gap={0.5} minW={0} flex="1">
                    <Heading as="h3" size="sm">
                      {copy.number(order.orderNumber)}
                    </Heading>
                    <Text fontSize="xs" color="fg.muted">
                      {copy.items(order.itemsCount)}
                    </Text>
                  </Stack>
                  <OrderStatusCell order={order} />
                </HStack>
                <Stack gap={0.5} minW={0}>
                  <Text fontWeight="medium" truncate>
                    {order.clientName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {order.clientEmail}
                  </Text>
                </Stack>
                <HStack justify="space-between" align="flex-start" gap={3}>
                  <Stack gap={0.5}>
                    <Text fontWeight="semibold">{formatCLP(order.totalAmount)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {paymentMethodLabel(order.paymentMethod)}
                    </Text>
                  </Stack>
                  <CreatedAt order={order} />
                </HStack>
                <Box>
                  <OrderDetailLink order={order} />
                </Box>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    </Stack>
  );
}
