import { Badge, HStack, Stack, Text, formatNumber, useQuery } from '@platform/shared';
import { PackageCheck } from 'lucide-react';
import { messages } from '../../../messages';
import { lowStockProductsUrl } from '../../../urls';
import { ListCard } from '../../../ui/CardList';
import { lowStockProductsQuery } from '../api/list-low-stock-products';

/** 'Productos Bajo Stock': stock <= minimum, fewest first, five (spec 1 §2.9). */
export function LowStockCard() {
  const products = useQuery(lowStockProductsQuery());
  return (
    <ListCard
      text={messages.lowStock}
      seeAllTo={lowStockProductsUrl()}
      tourTarget="dashboard-low-stock"
      query={products}
      emptyIcon={<PackageCheck />}
    >
      {(product) => (
        <HStack
          as="li"
          key={product.id}
          justify="space-between"
          gap={3}
          py={2.5}
          borderBottomWidth="1px"
          _last={{ borderBottomWidth: 0 }}
        >
          <Stack gap={0} minW={0}>
            <Text fontSize="sm" fontWeight="medium" truncate>
              {product.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {product.sku ? `${messages.lowStock.sku(product.sku)} · ` : ''}
              {messages.lowStock.stock(formatNumber(product.stock), formatNumber(product.minStock))}
            </Text>
          </Stack>
          <Badge
            flexShrink={0}
            colorPalette={product.stock === 0 ? 'red' : 'orange'}
            variant="subtle"
          >
            {product.stock === 0 ? messages.lowStock.outOfStock : messages.lowStock.low}
          </Badge>
        </HStack>
      )}
    </ListCard>
  );
}
