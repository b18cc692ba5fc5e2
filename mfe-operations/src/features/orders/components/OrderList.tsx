import { useId, type ReactNode } from 'react';
import type { OrderList as OrderPage } from '@platform/api/contracts';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  ErrorBox,
  Flex,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  Paginator,
  Stack,
  Text,
  type UseQueryResult,
} from '@platform/shared';
import { ClipboardList, RotateCcw } from 'lucide-react';
import { hasActiveFilters, ORDER_PAGE_SIZES } from '../../../urls';
import type { OrderRow } from '../hooks/use-local-statuses';
import type { OrderSearchState } from '../hooks/use-order-search';
import type { OrderSelection } from '../hooks/use-order-selection';
import { ordersMessages } from '../messages';
import { OrderCardList } from './OrderCardList';
import { OrderTable } from './OrderTable';

const copy = ordersMessages.list;

export interface OrderListProps extends OrderSearchState {
  list: UseQueryResult<OrderPage>;
  /** The page's orders, with the statuses changed on this screen. */
  rows: readonly OrderRow[];
  /** False while the filters contradict themselves: nothing is asked, the filters say why. */
  valid: boolean;
  selection: OrderSelection;
  /** The bulk bar, shown above the rows while at least one order is selected. */
  bulkBar: ReactNode;
}

/** 'Mostrando 11 a 20 de 57 órdenes' (spec 3 §2). */
function shownRange(page: OrderPage, pageNumber: number, perPage: number): string {
  const from = Math.min((pageNumber - 1) * perPage + 1, page.total);
  const to = Math.min((pageNumber - 1) * perPage + page.data.length, page.total);
  return copy.showing(formatNumber(from), formatNumber(to), formatNumber(page.total));
}

/**
 * The orders list: a table on wide screens and cards on narrow ones (both rendered, CSS shows
 * one), the bulk bar, the pager, and the loading, error and empty states. While another page or
 * filter loads, the previous rows stay, dimmed. On an error the rows go (spec 3 §8).
 */
export function OrderList({
  list,
  rows,
  valid,
  selection,
  bulkBar,
  search,
  update,
  reset,
}: OrderListProps) {
  const titleId = useId();
  const page = list.isError || !valid ? undefined : list.data;
  const settled = !!page && !list.isPlaceholderData;

  let content: ReactNode;
  if (!valid) {
    content = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{copy.invalidFilters}</Alert.Title>
      </Alert.Root>
    );
  } else if (list.isError) {
    content = (
      <ErrorBox
        title={copy.loadErrorTitle}
        message={copy.loadError}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!page) {
    content = <LoadingState label={copy.loading} showLabel />;
  } else if (page.data.length === 0) {
    // A page past the last is sent back to the first (useOrderList): until then it is loading.
    content =
      search.page > 1 ? (
        <LoadingState label={copy.loading} showLabel />
      ) : hasActiveFilters(search) ? (
        <EmptyState
          icon={<ClipboardList />}
          title={ordersMessages.empty.title}
          as="h3"
          description={ordersMessages.empty.filtered}
          action={
            <Button variant="outline" onClick={reset}>
              <RotateCcw />
              {ordersMessages.filters.reset}
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<ClipboardList />}
          title={ordersMessages.empty.title}
          as="h3"
          description={ordersMessages.empty.noOrders}
        />
      );
  } else {
    const views = { orders: rows, selection, labelledBy: titleId };
    content = (
      <Stack gap={3}>
        {bulkBar}
        <Box
          aria-busy={list.isPlaceholderData || undefined}
          opacity={list.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          <OrderTable {...views} sort={search} onSort={(sort) => update(sort)} />
          <OrderCardList {...views} />
        </Box>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align="center"
          gap={{ base: 0, md: 3 }}
        >
          <Text fontSize="sm" color="fg.muted" pt={{ base: 4, md: 0 }}>
            {shownRange(page, search.page, search.perPage)}
          </Text>
          <Paginator
            page={search.page}
            totalPages={Math.max(1, Math.ceil(page.total / search.perPage))}
            onPageChange={(target) => update({ page: target })}
            perPage={search.perPage}
            perPageOptions={ORDER_PAGE_SIZES}
            onPerPageChange={(perPage) => update({ perPage })}
          />
        </Flex>
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
          {list.isPlaceholderData && valid && !list.isError
            ? copy.updating
            : settled && page.total > 0
              ? copy.count(formatNumber(page.total))
              : ''}
        </Text>
      </HStack>
      {content}
    </Stack>
  );
}
