import { lazy, Suspense, useMemo, useState } from 'react';
import type { OrderListItem } from '@platform/api/contracts';
import { Container, Link, PageHeader, RouterLink, Stack } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { OrderBulkBar } from '../../features/orders/components/OrderBulkBar';
import { OrderFilters } from '../../features/orders/components/OrderFilters';
import { OrderList } from '../../features/orders/components/OrderList';
import { useBulkActions } from '../../features/orders/hooks/use-bulk-actions';
import { useLocalStatuses } from '../../features/orders/hooks/use-local-statuses';
import { useOrderList } from '../../features/orders/hooks/use-order-list';
import { useOrderSearch } from '../../features/orders/hooks/use-order-search';
import { useOrderSelection } from '../../features/orders/hooks/use-order-selection';
import { ordersMessages } from '../../features/orders/messages';

// The dialog loads on first use, so the list's first render carries no overlay code.
const NotifyCustomersDialog = lazy(
  () => import('../../features/orders/components/NotifyCustomersDialog'),
);

const NO_ORDERS: readonly OrderListItem[] = [];

/**
 * /orders 'Gestión de Órdenes' (spec 3 §2): filters kept in the URL, the page of orders, the
 * selection of the page on screen and the bulk actions on it.
 */
export default function OrdersPage() {
  const orderSearch = useOrderSearch();
  const { list, query, valid } = useOrderList(orderSearch);
  // On an error the list is emptied (spec 3 §8), and so is the selection.
  const orders = (valid && !list.isError && list.data?.data) || NO_ORDERS;
  const { rows, setStatus } = useLocalStatuses(orders);
  const pageIds = useMemo(() => rows.map((order) => order.id), [rows]);
  const selection = useOrderSelection(JSON.stringify(query), pageIds);
  const selected = useMemo(
    () => rows.filter((order) => selection.selectedIds.has(order.id)),
    [rows, selection.selectedIds],
  );
  const actions = useBulkActions(selected, setStatus);
  const [notifying, setNotifying] = useState(false);

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {ordersMessages.back}
          </RouterLink>
        </Link>
        <PageHeader title={ordersMessages.title} subtitle={ordersMessages.subtitle} />
        <OrderFilters {...orderSearch} />
        <OrderList
          {...orderSearch}
          list={list}
          rows={rows}
          valid={valid}
          selection={selection}
          bulkBar={
            selected.length > 0 && (
              <OrderBulkBar
                count={selected.length}
                exporting={actions.exporting}
                onChangeStatus={actions.changeStatus}
                onExport={() => void actions.exportCsv()}
                onPrint={actions.print}
                onNotify={() => setNotifying(true)}
                onClear={selection.clear}
              />
            )
          }
        />
      </Stack>

      <Suspense fallback={null}>
        {notifying && selected.length > 0 && (
          <NotifyCustomersDialog
            count={selected.length}
            onConfirm={actions.notify}
            onClose={() => setNotifying(false)}
          />
        )}
      </Suspense>
    </Container>
  );
}
