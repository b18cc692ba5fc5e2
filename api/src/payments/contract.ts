import { Type, type Static } from 'typebox';

import { IsoDateTime, Money, Nullable, routesOf } from '../http/contract.ts';
import { OrderStatus } from '../operations/contract.ts';

const route = routesOf('payments');

// The public order payment page (spec 3 "Public order payment"): no session, the order's public id
// is the key. The card flow goes through the payment provider (the local sandbox by default).

export const PublicOrderParams = Type.Object({ publicId: Type.String() });

export const PublicOrderItem = Type.Object({
  id: Type.String(),
  type: Type.Enum(['plan', 'product', 'pack']),
  name: Type.String(),
  sku: Nullable(Type.String()),
  price: Money,
  quantity: Type.Integer(),
  imageUrl: Nullable(Type.String()),
});
export type PublicOrderItem = Static<typeof PublicOrderItem>;

/** The order's status, as the orders of the store have it. */
export const PublicOrderStatus = OrderStatus;
export type PublicOrderStatus = Static<typeof PublicOrderStatus>;

export const PublicOrder = Type.Object({
  id: Type.String({ description: 'The public id' }),
  orderNumber: Type.Integer(),
  storeName: Type.String(),
  createdAt: IsoDateTime,
  status: PublicOrderStatus,
  requiresShipping: Type.Boolean(),
  paymentLockedOnOrder: Nullable(
    Type.String({ description: 'The public id of the order that must be paid first' }),
  ),
  paymentLockedOnOrderNumber: Nullable(Type.Integer()),
  items: Type.Array(PublicOrderItem),
  subtotal: Money,
  shippingCost: Money,
  totalAmount: Money,
});
export type PublicOrder = Static<typeof PublicOrder>;

export const OrderPaymentBody = Type.Object({
  orderId: Type.Optional(
    Type.String({ maxLength: 64, description: 'The spec’s body; the path already says it' }),
  ),
  returnUrl: Type.Optional(
    Type.String({ maxLength: 2000, description: 'A page of the platform to come back to' }),
  ),
});

export const OrderPayment = Type.Object({
  url_webpay: Type.String({ description: 'Post token_ws to this URL' }),
  token: Type.String(),
});
export type OrderPayment = Static<typeof OrderPayment>;

/** What the provider sends back: token_ws after a payment, TBK_TOKEN when it was abandoned. */
const ProviderReturn = Type.Object({
  token_ws: Type.Optional(Type.String()),
  TBK_TOKEN: Type.Optional(Type.String()),
});

const RedirectToOrderPage = Type.Null({
  description: 'See Other: the public order page with ?paymentStatus=success|error',
});

export const paymentsRoutes = {
  getPublicOrder: route('GET', '/api/public/orders/:publicId', {
    summary: 'What the order payment page shows (no client data)',
    params: PublicOrderParams,
    response: { 200: PublicOrder },
  }),
  createOrderPayment: route('POST', '/api/public/orders/:publicId/payments', {
    summary:
      'Start a card payment of the order (409 with the reason when it is cancelled, paid or locked)',
    params: PublicOrderParams,
    body: OrderPaymentBody,
    response: { 201: OrderPayment },
  }),
  paymentReturnGet: route('GET', '/api/public/payments/webpay-return', {
    summary: 'Where the payment provider sends the browser back',
    querystring: ProviderReturn,
    response: { 303: RedirectToOrderPage },
  }),
  paymentReturnPost: route('POST', '/api/public/payments/webpay-return', {
    summary: 'Where the payment provider sends the browser back (form post)',
    body: ProviderReturn,
    response: { 303: RedirectToOrderPage },
  }),
};
