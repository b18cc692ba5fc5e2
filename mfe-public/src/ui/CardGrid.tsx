import type { ReactNode } from 'react';
import { Box, SimpleGrid, Skeleton } from '@platform/shared';

const COLUMNS = { base: 1, md: 2, lg: 3 };

/** Store cards in a list of up to three columns, one card per item. */
export function CardGrid<T extends { id: string }>({
  items,
  children,
}: {
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <SimpleGrid as="ul" columns={COLUMNS} gap={5} listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.id}>
          {children(item)}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** `count` card-sized placeholders in the grid's columns while the cards load, named `label`. */
export function CardGridSkeleton({
  count,
  cardHeight,
  label,
}: {
  count: number;
  cardHeight: '56' | '72';
  label: string;
}) {
  return (
    <SimpleGrid columns={COLUMNS} gap={5} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={cardHeight} borderRadius="lg" />
      ))}
    </SimpleGrid>
  );
}
