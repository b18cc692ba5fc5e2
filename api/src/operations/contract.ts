import { Type, type Static } from 'typebox';

import { IsoDate, IsoDateTime, MAX_MONEY, Money, routesOf } from '../http/contract.ts';
import { PageOf, PageQuery } from '../http/pagination.ts';

const route = routesOf('operations');

// Orders (spec 3 "Orders"). Clients, order detail and its sub-resources come with the operations remote.

export const ORDER_STATUSES = [
  'draft',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

export const ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'clientName'] as const;

export const OrderListQuery = Type.Object({
  ...PageQuery,
  status: Type.Enum([...ORDER_STATUSES, 'all'], { default: 'all' }),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Client name or e-mail, order number (#123) or tracking number; ignores case',
    }),
  ),
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  minAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_MONEY })),
  maxAmount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_MONEY })),
  sortBy: Type.Enum(ORDER_SORT_FIELDS, { default: 'createdAt' }),
  sortDirection: Type.Enum(['asc', 'desc'], { default: 'desc' }),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderListItem = Type.Object({
  id: Type.String(),
  orderNumber: Type.Integer(),
  status: OrderStatus,
  createdAt: IsoDateTime,
  clientName: Type.String(),
  clientEmail: Type.String(),
  itemsCount: Type.Integer(),
  totalAmount: Money,
  paymentMethod: Type.Union([Type.Enum(['webpay_credit', 'bank_transfer']), Type.Null()]),
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderList = PageOf(OrderListItem);
export type OrderList = Static<typeof OrderList>;

export const operationsRoutes = {
  listOrders: route('GET', '/api/orders', {
    summary: 'The store’s orders, filtered, sorted and paged (dates in the store’s time zone)',
    querystring: OrderListQuery,
    response: { 200: OrderList },
  }),
};
