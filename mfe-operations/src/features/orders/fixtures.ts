import type { OrderList, OrderListItem } from '@platform/api/contracts';

/** Test data of the orders list: a few orders of a small subscription shop. */

export function orderItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: 'b0000000-0000-4000-8000-000000000101',
    orderNumber: 1001,
    status: 'pending',
    createdAt: '2026-11-20T13:05:00.000Z',
    clientName: 'Camila Rojas',
    clientEmail: 'camila.rojas@correo.cl',
    itemsCount: 3,
    totalAmount: 25990,
    paymentMethod: 'webpay_credit',
    ...overrides,
  };
}

export const pendingOrder = orderItem();

export const shippedOrder = orderItem({
  id: 'b0000000-0000-4000-8000-000000000102',
  orderNumber: 1002,
  status: 'shipped',
  createdAt: '2026-11-18T21:40:00.000Z',
  clientName: 'Matías "Mati" Soto; Pérez',
  clientEmail: 'matias.soto@correo.cl',
  itemsCount: 1,
  totalAmount: 8990,
  paymentMethod: 'bank_transfer',
});

export const draftOrder = orderItem({
  id: 'b0000000-0000-4000-8000-000000000103',
  orderNumber: 1003,
  status: 'draft',
  createdAt: '2026-11-17T10:00:00.000Z',
  // A name that a spreadsheet would run as a formula.
  clientName: '=HYPERLINK("http://x.test")',
  clientEmail: 'ana.munoz@correo.cl',
  itemsCount: 2,
  totalAmount: 15000,
  paymentMethod: null,
});

/** One page of `GET /orders`; `total` defaults to the rows given. */
export function orderPage(
  data: OrderListItem[],
  { total = data.length, page = 1, perPage = 10 }: Partial<Omit<OrderList, 'data'>> = {},
): OrderList {
  return { data, total, page, perPage };
}

/** `count` orders numbered from `first`, for paging. */
export function manyOrders(count: number, first = 2001): OrderListItem[] {
  return Array.from({ length: count }, (_, index) =>
    orderItem({
      id: `c0000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
      orderNumber: first + index,
      clientName: `Cliente ${first + index}`,
      clientEmail: `cliente${first + index}@correo.cl`,
    }),
  );
}

/** The bytes of a downloaded file (jsdom's Blob has no `arrayBuffer`). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
