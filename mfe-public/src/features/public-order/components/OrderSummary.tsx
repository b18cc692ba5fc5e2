import {
  Center,
  formatCLP,
  formatDateTime,
  Heading,
  HStack,
  Image,
  Separator,
  Stack,
  StatusBadge,
  Text,
} from '@platform/shared';
import { Package } from 'lucide-react';
import type { PublicOrder } from '../api/get-public-order';
import { publicOrderMessages } from '../messages';

const copy = publicOrderMessages;

/** Store name, order number, date and time, the items and the totals (spec 3 §2). */
export function OrderSummary({ order }: { order: PublicOrder }) {
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
          {order.storeName}
        </Text>
        <HStack justify="space-between" align="center" wrap="wrap" gap={2}>
          <Heading as="h1" size="2xl">
            {copy.order(order.orderNumber)}
          </Heading>
          <StatusBadge kind="order" status={order.status} />
        </HStack>
        <Text color="fg.muted">{copy.createdAt(formatDateTime(order.createdAt))}</Text>
      </Stack>

      <Stack gap={3} as="section" aria-labelledby="public-order-items">
        <Heading as="h2" size="md" id="public-order-items">
          {copy.items.title}
        </Heading>
        <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
          {order.items.map((item) => (
            <HStack as="li" key={item.id} gap={3} py={3} borderBottomWidth="1px" align="flex-start">
              {item.imageUrl ? (
                <Image
                  src={item.imageUrl}
                  alt=""
                  boxSize="12"
                  borderRadius="md"
                  objectFit="cover"
                />
              ) : (
                <Center
                  boxSize="12"
                  borderRadius="md"
                  bg="bg.muted"
                  color="fg.subtle"
                  flexShrink={0}
                  aria-hidden
                >
                  <Package size={20} />
                </Center>
              )}
              <Stack gap={0} flex="1" minW={0}>
                <Text fontWeight="medium">{item.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {copy.items.types[item.type] ?? item.type}
                  {item.sku ? ` · ${copy.items.sku(item.sku)}` : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.quantity} × {formatCLP(item.price)}
                </Text>
              </Stack>
              <Text fontWeight="medium" whiteSpace="nowrap">
                {formatCLP(item.price * item.quantity)}
              </Text>
            </HStack>
          ))}
        </Stack>
        <Stack gap={1} fontSize="sm">
          <HStack justify="space-between">
            <Text color="fg.muted">{copy.items.subtotal}</Text>
            <Text>{formatCLP(order.subtotal)}</Text>
          </HStack>
          {order.shippingCost > 0 && (
            <HStack justify="space-between">
              <Text color="fg.muted">{copy.items.shipping}</Text>
              <Text>{formatCLP(order.shippingCost)}</Text>
            </HStack>
          )}
          <Separator my={1} />
          <HStack justify="space-between" fontSize="lg" fontWeight="bold">
            <Text>{copy.items.grandTotal}</Text>
            <Text data-testid="order-total">{formatCLP(order.totalAmount)}</Text>
          </HStack>
        </Stack>
      </Stack>
    </Stack>
  );
}
