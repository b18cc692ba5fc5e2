import { useId } from 'react';
import {
  Box,
  ErrorBox,
  errorMessage,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  Paginator,
  Stack,
  Text,
  type UseQueryResult,
} from '@platform/shared';
import type { ProductList as ProductPage } from '@platform/api/contracts';
import { PRODUCT_PAGE_SIZES } from '../../../urls';
import type { ProductSearchState } from '../hooks/use-product-search';
import { productsMessages } from '../messages';
import type { ProductActionHandlers } from './ProductActions';
import { ProductCardList } from './ProductCardList';
import { ProductTable } from './ProductTable';
import { ProductsEmptyState, type EmptyReason } from './ProductsEmptyState';

const copy = productsMessages.list;

export interface ProductListProps extends ProductActionHandlers, ProductSearchState {
  list: UseQueryResult<ProductPage>;
  emptyReason: EmptyReason | null;
  categoryNames: ReadonlyMap<string, string>;
  onNewProduct: () => void;
}

/**
 * The product list: a table on wide screens and cards on narrow ones (both rendered, CSS shows
 * one), the pager under them, and the loading, error and empty states. While another page or
 * filter loads, the previous rows stay, dimmed, so the table does not jump.
 */
export function ProductList({
  list,
  emptyReason,
  categoryNames,
  search,
  update,
  reset,
  onNewProduct,
  ...handlers
}: ProductListProps) {
  const titleId = useId();
  const page = list.data;

  let content;
  if (list.isError) {
    content = (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!page || page.data.length === 0) {
    content = emptyReason ? (
      <ProductsEmptyState
        reason={emptyReason}
        onNewProduct={onNewProduct}
        onShowArchived={() => update({ archived: 'yes' })}
        onResetFilters={reset}
      />
    ) : (
      <LoadingState label={copy.loading} showLabel />
    );
  } else {
    const views = { products: page.data, categoryNames, labelledBy: titleId, ...handlers };
    content = (
      <Stack gap={0}>
        <Box
          aria-busy={list.isPlaceholderData || undefined}
          opacity={list.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          <ProductTable {...views} sort={search} onSort={(sort) => update(sort)} />
          <ProductCardList {...views} />
        </Box>
        <Paginator
          page={search.page}
          totalPages={Math.max(1, Math.ceil(page.total / search.perPage))}
          onPageChange={(target) => update({ page: target })}
          perPage={search.perPage}
          perPageOptions={PRODUCT_PAGE_SIZES}
          onPerPageChange={(perPage) => update({ perPage })}
          totalItems={page.total}
        />
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <HStack justify="space-between" align="baseline" gap={3} wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {copy.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {list.isPlaceholderData
            ? copy.updating
            : page && !list.isError
              ? copy.count(formatNumber(page.total))
              : ''}
        </Text>
      </HStack>
      {content}
    </Stack>
  );
}
