import { Button, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '../format/numbers';
import { paginationRange } from './pagination-range';

export interface PaginatorProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With `onPerPageChange`, shows a page-size select. */
  perPage?: number;
  perPageOptions?: readonly number[];
  onPerPageChange?: (perPage: number) => void;
  /** With `perPage`, shows 'Mostrando 11–20 de 57'. */
  totalItems?: number;
}

/** Page navigation for lists (rule in `paginationRange`). Nothing to page and no size select → nothing. */
export function Paginator({
  page,
  totalPages,
  onPageChange,
  perPage,
  perPageOptions,
  onPerPageChange,
  totalItems,
}: PaginatorProps) {
  const showSizes = perPage !== undefined && !!perPageOptions?.length && !!onPerPageChange;
  if (totalPages <= 1 && !showSizes) return null;

  const items = paginationRange(page, totalPages);
  const goTo = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPageChange(target);
  };
  const firstShown = perPage && totalItems ? Math.min((page - 1) * perPage + 1, totalItems) : 0;
  const lastShown = perPage && totalItems ? Math.min(page * perPage, totalItems) : 0;

  return (
    <Flex
      as="nav"
      aria-label="Paginación"
      direction={{ base: 'column', md: 'row' }}
      align="center"
      justify="space-between"
      gap={3}
      py={4}
    >
      <HStack gap={3}>
        {perPage !== undefined && totalItems !== undefined && totalItems > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Mostrando {formatNumber(firstShown)}–{formatNumber(lastShown)} de{' '}
            {formatNumber(totalItems)}
          </Text>
        )}
        {showSizes && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Resultados por página"
              value={String(perPage)}
              onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            >
              {perPageOptions.map((option) => (
                <option key={option} value={option}>
                  {option} por página
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>

      {totalPages > 1 && (
        <HStack as="ul" gap={1} listStyleType="none" m={0} p={0}>
          <li>
            <IconButton
              aria-label="Página anterior"
              size="sm"
              variant="ghost"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <ChevronLeft />
            </IconButton>
          </li>
          {items.map((item, index) =>
            item === 'ellipsis' ? (
              <li key={`ellipsis-${index}`} aria-hidden>
                <Text px={2} color="fg.muted">
                  …
                </Text>
              </li>
            ) : (
              <li key={item}>
                <Button
                  size="sm"
                  minW="9"
                  variant={item === page ? 'solid' : 'ghost'}
                  aria-label={`Página ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => goTo(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <IconButton
              aria-label="Página siguiente"
              size="sm"
              variant="ghost"
              disabled={page >= totalPages}
              onClick={() => goTo(page + 1)}
            >
              <ChevronRight />
            </IconButton>
          </li>
        </HStack>
      )}
    </Flex>
  );
}
