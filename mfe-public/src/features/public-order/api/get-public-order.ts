import { apiClient } from '@platform/shared';

export type PublicOrderStatus =
  'draft' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface PublicOrderItem {
  id: string;
  type: 'plan' | 'product' | 'pack';
  name: string;
  sku: string | null;
  /** Whole pesos. */
  price: number;
  quantity: number;
  imageUrl: string | null;
}

/** What the public payment page reads of an order (spec 3 "Order (detail)" + "Order items"). */
export interface PublicOrder {
  /** The order's public id (the one in the page's URL), never its internal id. */
  id: string;
  orderNumber: number;
  storeName: string;
  createdAt: string;
  status: PublicOrderStatus | string;
  requiresShipping: boolean;
  /** The public id of the order that must be paid first (spec 3 paymentLockedOnOrder). */
  paymentLockedOnOrder: string | null;
  paymentLockedOnOrderNumber: number | null;
  items: PublicOrderItem[];
  subtotal: number;
  shippingCost: number;
  totalAmount: number;
}

/** `GET /public/orders/{id}` (public, no token). */
export function getPublicOrder(id: string, signal?: AbortSignal): Promise<PublicOrder> {
  return apiClient.get<PublicOrder>(`/public/orders/${encodeURIComponent(id)}`, { signal });
}
