import { Box, Button, Table } from '@platform/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export interface ListSort<F extends string> {
  sortBy: F;
  sortDirection: 'asc' | 'desc';
}

export interface SortableHeaderProps<F extends string> {
  field: F;
  label: string;
  sort: ListSort<F>;
  onSort: (sort: ListSort<F>) => void;
  /** The direction of the first press on this column (names A to Z, amounts largest first). */
  firstDirection: 'asc' | 'desc';
  numeric?: boolean;
}

/**
 * A column heading of the orders and clients tables that sorts the list by its field; a second
 * press reverses the order. `aria-sort` tells screen readers which column sorts and how.
 */
export function SortableHeader<F extends string>({
  field,
  label,
  sort,
  onSort,
  firstDirection,
  numeric = false,
}: SortableHeaderProps<F>) {
  const active = sort.sortBy === field;
  const Arrow = !active ? ArrowUpDown : sort.sortDirection === 'asc' ? ArrowUp : ArrowDown;
  const next = active ? (sort.sortDirection === 'asc' ? 'desc' : 'asc') : firstDirection;
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
        onClick={() => onSort({ sortBy: field, sortDirection: next })}
      >
        {label}
        <Box as="span" color={active ? 'fg' : 'fg.subtle'} display="inline-flex">
          <Arrow aria-hidden />
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}
