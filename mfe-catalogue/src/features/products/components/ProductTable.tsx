import {
  Badge,
  Box,
  Button,
  formatCLP,
  formatNumber,
  HStack,
  Image,
  Stack,
  Table,
  Text,
} from '@platform/shared';
import type { ProductListItem } from '@platform/api/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown, Package } from 'lucide-react';
import type { ProductSearch, ProductSortField } from '../../../urls';
import { productsMessages } from '../messages';
import { ProductActions, type ProductActionHandlers } from './ProductActions';
import { ProductStateBadge, StockBadge } from './ProductBadges';

const copy = productsMessages;

export interface ProductListViewProps extends ProductActionHandlers {
  products: ProductListItem[];
  /** Category id → its full name ('Café > Café en grano'). */
  categoryNames: ReadonlyMap<string, string>;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

interface ProductTableProps extends ProductListViewProps {
  sort: Pick<ProductSearch, 'sortField' | 'sortDirection'>;
  onSort: (sort: Pick<ProductSearch, 'sortField' | 'sortDirection'>) => void;
}

/** The product's picture, or a placeholder of the same size. */
export function ProductThumbnail({ product }: { product: Pick<ProductListItem, 'imageUrl'> }) {
  return product.imageUrl ? (
    <Image
      src={product.imageUrl}
      alt=""
      boxSize="10"
      rounded="md"
      objectFit="cover"
      flexShrink={0}
    />
  ) : (
    <Box
      aria-hidden
      boxSize="10"
      rounded="md"
      bg="bg.muted"
      color="fg.subtle"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      <Package size={18} />
    </Box>
  );
}

/** The category and membership lines under a product's name. */
export function ProductSubline({
  product,
  categoryNames,
}: {
  product: ProductListItem;
  categoryNames: ReadonlyMap<string, string>;
}) {
  const category = product.categoryId ? categoryNames.get(product.categoryId) : undefined;
  return (
    <HStack gap={2} wrap="wrap">
      <Text fontSize="xs" color="fg.muted">
        {category ?? copy.product.uncategorized}
      </Text>
      {product.requiresMembership && (
        <Badge colorPalette="purple" variant="subtle" size="xs">
          {copy.product.membership}
        </Badge>
      )}
    </HStack>
  );
}

/** A column heading that sorts the list by its field; a second press reverses the order. */
function SortableHeader({
  field,
  label,
  sort,
  onSort,
  numeric = false,
}: {
  field: ProductSortField;
  label: string;
  sort: ProductTableProps['sort'];
  onSort: ProductTableProps['onSort'];
  numeric?: boolean;
}) {
  const active = sort.sortField === field;
  const Arrow = !active ? ArrowUpDown : sort.sortDirection === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader
      textAlign={numeric ? 'end' : 'start'}
      aria-sort={active ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Button
        variant="ghost"
        size="xs"
        mx={-2}
        fontWeight="semibold"
        onClick={() =>
          onSort({
            sortField: field,
            sortDirection: active && sort.sortDirection === 'asc' ? 'desc' : 'asc',
          })
        }
      >
        {label}
        <Box as="span" color={active ? 'fg' : 'fg.subtle'} display="inline-flex">
          <Arrow />
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

/** The list on wide screens: one row per product, sortable by name, SKU, price and stock. */
export function ProductTable({
  products,
  categoryNames,
  labelledBy,
  sort,
  onSort,
  ...handlers
}: ProductTableProps) {
  const columns = copy.columns;
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <SortableHeader field="name" label={columns.product} sort={sort} onSort={onSort} />
            <SortableHeader field="sku" label={columns.sku} sort={sort} onSort={onSort} />
            <Table.ColumnHeader>{columns.type}</Table.ColumnHeader>
            <SortableHeader
              field="price"
              label={columns.price}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
              field="stock"
              label={columns.stock}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{columns.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id} data-archived={product.isArchived || undefined}>
              <Table.Cell>
                <HStack gap={3}>
                  <ProductThumbnail product={product} />
                  <Stack gap={0.5} minW={0}>
                    <Text fontWeight="medium">{product.name}</Text>
                    <ProductSubline product={product} categoryNames={categoryNames} />
                  </Stack>
                </HStack>
              </Table.Cell>
              <Table.Cell color={product.sku ? 'fg' : 'fg.muted'}>
                {product.sku || copy.product.noSku}
              </Table.Cell>
              <Table.Cell>{copy.product.types[product.type]}</Table.Cell>
              <Table.Cell textAlign="end">{formatCLP(product.price)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Stack gap={1} align="flex-end">
                  <Text>{formatNumber(product.stock)}</Text>
                  <StockBadge product={product} />
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <ProductStateBadge product={product} />
              </Table.Cell>
              <Table.Cell>
                <ProductActions product={product} compact {...handlers} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
