import { useCallback, useMemo, useState } from 'react';
import type { OrderListItem, OrderStatus } from '@platform/api/contracts';

/** An order as the list shows it: with the status changed here, if it was. */
export interface OrderRow extends OrderListItem {
  /** True when the status shown was set by a bulk change on this screen and is not saved. */
  changedHere: boolean;
}

/**
 * The bulk status change of the orders list (spec 3 §4): it changes only the rows on screen and
 * makes no call. The changes last while the page is open, over every page of the list.
 */
export function useLocalStatuses(orders: readonly OrderListItem[]) {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, OrderStatus>>(new Map());

  const rows = useMemo<OrderRow[]>(
    () =>
      orders.map((order) => {
        const status = statuses.get(order.id);
        return status && status !== order.status
          ? { ...order, status, changedHere: true }
          : { ...order, changedHere: false };
      }),
    [orders, statuses],
  );

  const setStatus = useCallback((ids: readonly string[], status: OrderStatus) => {
    setStatuses((current) => {
      const next = new Map(current);
      for (const id of ids) next.set(id, status);
      return next;
    });
  }, []);

  return { rows, setStatus };
}
