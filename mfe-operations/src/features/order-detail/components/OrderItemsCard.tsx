import type { OrderItem, OrderItems } from '@platform/api/contracts';
import {
  Box,
  Flex,
  formatCLP,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { Package } from 'lucide-react';
import { orderItemsQuery } from '../api/get-order-items';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.items;

/** Memberships first, then packs, then single products. */
const GROUP_ORDER: ReadonlyArray<OrderItem['type']> = ['plan', 'pack', 'product'];

interface ItemGroup {
  type: OrderItem['type'];
  items: OrderItem[];
  /** Spec 3 §9: the sum of price times quantity. */
  total: number;
}

function groupItems(items: readonly OrderItem[]): ItemGroup[] {
  return GROUP_ORDER.map((type) => {
    const ofType = items.filter((item) => item.type === type);
    return {
      type,
      items: ofType,
      total: ofType.reduce((sum, item) => sum + item.price * item.quantity, 0),
    };
  }).filter((group) => group.items.length > 0);
}

function Thumbnail({ item }: { item: OrderItem }) {
  const src = item.images?.square_thumb || item.imageUrl;
  // The name is beside it: the picture adds nothing a screen reader needs.
  return src ? (
    <Image src={src} alt="" boxSize="12" objectFit="cover" borderRadius="md" borderWidth="1px" />
  ) : (
    <Flex
      aria-hidden
      boxSize="12"
      flexShrink={0}
      align="center"
      justify="center"
      borderRadius="md"
      bg="bg.muted"
      color="fg.subtle"
    >
      <Package size={20} />
    </Flex>
  );
}

function ItemRow({ item, first }: { item: OrderItem; first: boolean }) {
  return (
    <HStack as="li" gap={3} align="flex-start" py={3} borderTopWidth={first ? 0 : '1px'}>
      <Thumbnail item={item} />
      <Stack gap={0.5} flex="1" minW={0}>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {item.name}
        </Text>
        {item.sku && (
          <Text fontSize="sm" color="fg.muted">
            {copy.sku(item.sku)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {copy.unitPrice(formatCLP(item.price), item.quantity)}
        </Text>
      </Stack>
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {formatCLP(item.price * item.quantity)}
      </Text>
    </HStack>
  );
}

function Totals({ data }: { data: OrderItems }) {
  const line = (label: string, amount: number, strong = false) => (
    <Flex
      justify="space-between"
      gap={4}
      fontSize={strong ? 'lg' : 'sm'}
      {...(strong && { borderTopWidth: '1px', pt: 2, mt: 1 })}
    >
      <Box as="dt" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>
        {label}
      </Box>
      <Box as="dd" m={0} fontWeight={strong ? 'bold' : 'medium'}>
        {formatCLP(amount)}
      </Box>
    </Flex>
  );
  return (
    <Stack as="dl" gap={1.5} m={0}>
      {line(copy.subtotal, data.subtotal)}
      {/* Spec 3 §9: the shipping line only when there is a cost. */}
      {data.shippingCost > 0 && line(copy.shipping, data.shippingCost)}
      {line(copy.total, data.totalAmount, true)}
    </Stack>
  );
}

/** The order's items grouped by kind, with their totals (spec 3 §2 "Items card"). */
export function OrderItemsCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderItemsQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<Package />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.order}
      >
        {(data) =>
          !Array.isArray(data?.items) ? (
            <Text color="fg.muted">{orderDetailMessages.fallbacks.order}</Text>
          ) : (
            <Stack gap={4}>
              {data.items.length === 0 ? (
                <Text color="fg.muted">{copy.empty}</Text>
              ) : (
                groupItems(data.items).map((group) => (
                  <Box key={group.type}>
                    <Flex justify="space-between" align="baseline" gap={3} mb={1}>
                      <Heading as="h3" size="sm" color="fg.muted">
                        {copy.groups[group.type]}
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {copy.groupTotal}: {formatCLP(group.total)}
                      </Text>
                    </Flex>
                    <Stack as="ul" gap={0} m={0} p={0} listStyleType="none">
                      {group.items.map((item, index) => (
                        <ItemRow key={item.id} item={item} first={index === 0} />
                      ))}
                    </Stack>
                  </Box>
                ))
              )}
              <Box borderTopWidth="1px" pt={3}>
                <Totals data={data} />
              </Box>
            </Stack>
          )
        }
      </QueryContent>
    </DetailCard>
  );
}
