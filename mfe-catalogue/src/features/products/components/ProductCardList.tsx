import { Card, formatCLP, formatNumber, Heading, HStack, Stack, Text } from '@platform/shared';
import { productsMessages } from '../messages';
import { ProductActions } from './ProductActions';
import { ProductStateBadge, StockBadge } from './ProductBadges';
import { ProductSubline, ProductThumbnail, type ProductListViewProps } from './ProductTable';

const copy = productsMessages.product;

/** The list on narrow screens: one card per product, its actions as buttons with their text. */
export function ProductCardList({
  products,
  categoryNames,
  labelledBy,
  ...handlers
}: ProductListViewProps) {
  return (
    <Stack
      as="ul"
      hideFrom="md"
      gap={3}
      listStyleType="none"
      m={0}
      p={0}
      aria-labelledby={labelledBy}
    >
      {products.map((product) => (
        <Card.Root as="li" key={product.id} size="sm">
          <Card.Body gap={3}>
            <HStack gap={3} align="flex-start">
              <ProductThumbnail product={product} />
              <Stack gap={1} minW={0} flex="1">
                <Heading as="h3" size="sm">
                  {product.name}
                </Heading>
                <ProductSubline product={product} categoryNames={categoryNames} />
              </Stack>
              <ProductStateBadge product={product} />
            </HStack>
            <HStack gap={4} wrap="wrap" fontSize="sm">
              <Text>{copy.price(formatCLP(product.price))}</Text>
              <HStack gap={2}>
                <Text>{copy.stockUnits(formatNumber(product.stock))}</Text>
                <StockBadge product={product} />
              </HStack>
              <Text color="fg.muted">{copy.types[product.type]}</Text>
              <Text color="fg.muted">{product.sku ? copy.sku(product.sku) : copy.noSku}</Text>
            </HStack>
            <ProductActions product={product} {...handlers} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
