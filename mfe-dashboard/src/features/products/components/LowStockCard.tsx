import {
  Badge,
  HStack,
  Link,
  RouterLink,
  Skeleton,
  Stack,
  Text,
  formatNumber,
  useQuery,
} from '@platform/shared';
import { PackageCheck, TriangleAlert } from 'lucide-react';
import { messages } from '../../../messages';
import { lowStockProductsUrl } from '../../../urls';
import { SectionCard } from '../../../ui/SectionCard';
import { ListNotice } from '../../../ui/ListNotice';
import { lowStockProductsQuery } from '../api/list-low-stock-products';

/** 'Productos Bajo Stock': stock <= minimum, fewest first, five (spec 1 §2.9). */
export function LowStockCard() {
  const products = useQuery(lowStockProductsQuery());
  const seeAll = (
    <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
      <RouterLink to={lowStockProductsUrl()} aria-label={messages.lowStock.seeAllLabel}>
        {messages.lowStock.seeAll}
      </RouterLink>
    </Link>
  );
  return (
    <SectionCard title={messages.lowStock.title} action={seeAll} tourTarget="dashboard-low-stock">
      {products.isPending ? (
        <Stack gap={3}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="10" />
          ))}
        </Stack>
      ) : products.isError ? (
        <ListNotice tone="error" icon={<TriangleAlert />} text={messages.lowStock.error} />
      ) : products.data.length === 0 ? (
        <ListNotice icon={<PackageCheck />} text={messages.lowStock.empty} />
      ) : (
        <Stack as="ul" gap={0} listStyleType="none" m={0} p={0}>
          {products.data.map((product) => (
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
                  {messages.lowStock.stock(
                    formatNumber(product.stock),
                    formatNumber(product.minStock),
                  )}
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
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
