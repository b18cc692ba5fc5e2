// Wire shape of a public api response, shared by the api (which answers it) and mfe-public
// (which reads it). Types only: nothing here reaches a bundle.
export type PublicOrderStatus =
  'draft' | 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface PublicOrderItem {
  id: string;
  type: 'plan' | 'product' | 'pack';
  name: string;
  sku: string | null;
  price: number;
  quantity: number;
  imageUrl: string | null;
}

export interface PublicOrder {
  id: string;
  orderNumber: number;
  storeName: string;
  createdAt: string;
  /** A reader must also cope with a status added later (it shows a neutral panel). */
  status: PublicOrderStatus | (string & {});
  requiresShipping: boolean;
  /** The public id of the order that must be paid first (spec 3 paymentLockedOnOrder), or null. */
  paymentLockedOnOrder: string | null;
  paymentLockedOnOrderNumber: number | null;
  items: PublicOrderItem[];
  subtotal: number;
  shippingCost: number;
  totalAmount: number;
}
