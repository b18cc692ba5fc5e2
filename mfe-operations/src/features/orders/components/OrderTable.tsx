import {
  formatCLP,
  formatDate,
  formatDateTime,
  Link,
  RouterLink,
  Stack,
  StatusBadge,
  Table,
  Text,
  useLocation,
  VisuallyHidden,
} from '@platform/shared';
import { ChevronRight } from 'lucide-react';
import { SortableHeader } from '../../../components/SortableHeader';
import { ORDERS_PATH, orderPath, type OrderSearch, type OrderSortField } from '../../../urls';
import { backToListState } from '../../../back-to-list';
import type { OrderRow } from '../hooks/use-local-statuses';
import type { OrderSelection } from '../hooks/use-order-selection';
import { ordersMessages } from '../messages';
import { paymentMethodLabel } from '../orders-csv';
import { OrderSelectCheckbox } from './OrderSelectCheckbox';

const copy = ordersMessages;

type Sort = Pick<OrderSearch, 'sortBy' | 'sortDirection'>;

export interface OrderListViewProps {
  orders: readonly OrderRow[];
  selection: OrderSelection;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

interface OrderTableProps extends OrderListViewProps {
  sort: Sort;
  onSort: (sort: Sort) => void;
}

/** The order's status, and a note when it was changed on this screen only. */
export function OrderStatusCell({ order }: { order: OrderRow }) {
  return (
    <Stack gap={1} align="flex-start">
      <StatusBadge kind="order" status={order.status} size="sm" />
      {order.changedHere && (
        <Text fontSize="xs" color="fg.muted">
          {copy.order.localStatus}
        </Text>
      )}
    </Stack>
  );
}

/** The day the order was created, and its time under it (es-CL, Santiago). */
export function CreatedAt({ order }: { order: OrderRow }) {
  // formatDateTime is 'dd-MM-yyyy HH:mm': the time is what follows the day.
  const time = formatDateTime(order.createdAt).slice(formatDate(order.createdAt).length).trim();
  return (
    <Stack gap={0.5}>
      <Text whiteSpace="nowrap">{formatDate(order.createdAt)}</Text>
      <Text fontSize="xs" color="fg.muted">
        {time}
      </Text>
    </Stack>
  );
}

/**
 * 'Ver detalle', which says to a screen reader which order it opens; the detail's 'Volver a
 * órdenes' comes back to the list as it was (its filters and page).
 */
export function OrderDetailLink({ order }: { order: OrderRow }) {
  const { search } = useLocation();
  return (
    <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" whiteSpace="nowrap">
      <RouterLink to={orderPath(order.id)} state={backToListState(ORDERS_PATH, search)}>
        {copy.order.view}
        <VisuallyHidden>{copy.order.viewOf(order.orderNumber)}</VisuallyHidden>
        <ChevronRight size={16} aria-hidden />
      </RouterLink>
    </Link>
  );
}

/** The first press sorts names A to Z and amounts and dates from the largest or newest. */
const FIRST_DIRECTION: Record<OrderSortField, Sort['sortDirection']> = {
  clientName: 'asc',
  totalAmount: 'desc',
  createdAt: 'desc',
};

/** The list on wide screens (spec 3 §2): one row per order, sortable by client, total and date. */
export function OrderTable({ orders, selection, labelledBy, sort, onSort }: OrderTableProps) {
  const columns = copy.columns;
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <OrderSelectCheckbox
                label={copy.order.selectPage}
                checked={selection.pageState}
                onChange={selection.togglePage}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>{columns.order}</Table.ColumnHeader>
            <SortableHeader
              firstDirection={FIRST_DIRECTION.clientName}
              field="clientName"
              label={columns.client}
              sort={sort}
              onSort={onSort}
            />
            <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
            <SortableHeader
              firstDirection={FIRST_DIRECTION.totalAmount}
              field="totalAmount"
              label={columns.total}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
              firstDirection={FIRST_DIRECTION.createdAt}
              field="createdAt"
              label={columns.createdAt}
              sort={sort}
              onSort={onSort}
            />
            <Table.ColumnHeader textAlign="end">
              <VisuallyHidden>{columns.actions}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => {
            const selected = selection.selectedIds.has(order.id);
            return (
              <Table.Row
                key={order.id}
                data-selected={selected || undefined}
                bg={selected ? 'bg.muted' : undefined}
              >
                <Table.Cell>
                  <OrderSelectCheckbox
                    label={copy.order.select(order.orderNumber)}
                    checked={selected}
                    onChange={(checked) => selection.toggle(order.id, checked)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Stack gap={0.5}>
                    <Text fontWeight="semibold">{copy.order.number(order.orderNumber)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {copy.order.items(order.itemsCount)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell maxW="64">
                  <Stack gap={0.5} minW={0}>
                    <Text fontWeight="medium" truncate>
                      {order.clientName}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {order.clientEmail}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <OrderStatusCell order={order} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Stack gap={0.5} align="flex-end">
                    <Text fontWeight="medium">{formatCLP(order.totalAmount)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {paymentMethodLabel(order.paymentMethod)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <CreatedAt order={order} />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <OrderDetailLink order={order} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
