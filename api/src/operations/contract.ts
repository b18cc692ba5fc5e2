import { Type, type Static } from 'typebox';

import {
  IsoDate,
  IsoDateTime,
  MAX_MONEY,
  Money,
  Nullable,
  Ok,
  Uuid,
  routesOf,
} from '../http/contract.ts';
import { PageOf, PageQuery } from '../http/pagination.ts';

const route = routesOf('operations');

// Orders and clients (spec 3 §2-§9): lists, a client's detail and its five lists, an order's detail
// and its nine parts, documents, status changes and the manual shipping.

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

const IdParams = Type.Object({ id: Uuid() });

// Clients.

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export const CLIENT_SORT_FIELDS = ['createdAt', 'name', 'totalSpent', 'totalOrders'] as const;

export const ClientListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Name, e-mail, phone or RUT; ignores case' }),
  ),
  status: Type.Enum([...CLIENT_STATUSES, 'all'], { default: 'all' }),
  sortBy: Type.Enum(CLIENT_SORT_FIELDS, { default: 'createdAt' }),
  sortDirection: Type.Enum(['asc', 'desc'], { default: 'desc' }),
});
export type ClientListQuery = Static<typeof ClientListQuery>;

export const Client = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String({ description: 'First and last name' }),
  email: Type.String(),
  phone: Nullable(Type.String({ description: 'E.164 (+56912345678)' })),
  rut: Nullable(Type.String({ description: 'Canonical 12345678-5' })),
  avatar: Nullable(Type.String()),
  status: Type.Enum(CLIENT_STATUSES),
  createdAt: IsoDateTime,
  lastLoginAt: Nullable(IsoDateTime),
  totalOrders: Type.Integer({ description: 'Orders that are not drafts' }),
  totalSpent: Money,
});
export type Client = Static<typeof Client>;

export const ClientList = PageOf(Client);
export type ClientList = Static<typeof ClientList>;

export const ClientOrder = Type.Object({
  id: Type.String(),
  uuid: Type.String({ description: 'The same id' }),
  orderNumber: Type.Integer(),
  date: IsoDateTime,
  status: OrderStatus,
  itemCount: Type.Integer(),
  shippingAddress: Nullable(Type.String({ description: 'Street and commune, one line' })),
  total: Money,
});
export type ClientOrder = Static<typeof ClientOrder>;

export const ADDRESS_TYPES = ['shipping', 'billing'] as const;

export const Address = Type.Object({
  uuid: Type.String(),
  type: Type.Enum(ADDRESS_TYPES),
  fullName: Type.String(),
  phone: Nullable(Type.String()),
  street: Type.String(),
  apartment: Nullable(Type.String()),
  city: Type.String({ description: 'Commune' }),
  state: Type.String({ description: 'Region' }),
  additionalInfo: Nullable(Type.String()),
  isDefault: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type Address = Static<typeof Address>;

export const SUBSCRIPTION_TYPES = ['store_client_plan', 'product', 'pack'] as const;

export const SubscriptionItem = Type.Object({
  uuid: Type.String(),
  type: Type.Enum(SUBSCRIPTION_TYPES),
  name: Type.String(),
  startDate: IsoDate,
  nextBillingDate: Nullable(IsoDate),
  status: Type.Enum(['active', 'paused', 'cancelled']),
  price: Money,
  quantity: Type.Integer(),
  shippingAddressId: Nullable(Type.String()),
  /** The shipping address itself, for the 'Requiere despacho' modal. */
  shippingAddress: Nullable(Address),
  /** A membership's included product points to its membership. */
  parentUuid: Nullable(Type.String()),
});
export type SubscriptionItem = Static<typeof SubscriptionItem>;

export const COMMUNICATION_MEDIA = ['email', 'sms', 'push', 'whatsapp'] as const;
export const COMMUNICATION_STATUSES = ['sent', 'delivered', 'opened', 'failed', 'pending'] as const;

export const Communication = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  medium: Type.Enum(COMMUNICATION_MEDIA),
  recipient: Type.String(),
  sentAt: IsoDateTime,
  template: Nullable(Type.String({ description: 'Template key, e.g. confirmacion_pedido' })),
  status: Type.Enum(COMMUNICATION_STATUSES),
  content: Type.String({ description: 'Text, or HTML for an e-mail (show it sanitised)' }),
});
export type Communication = Static<typeof Communication>;

export const CLIENT_HISTORY_TYPES = [
  'subscription_created',
  'subscription_cancelled',
  'product_added',
  'product_removed',
  'quantity_changed',
  'login',
  'order_placed',
] as const;

export const ClientHistoryEntry = Type.Object({
  uuid: Type.String(),
  type: Type.Enum(CLIENT_HISTORY_TYPES),
  details: Type.String(),
  date: IsoDateTime,
});
export type ClientHistoryEntry = Static<typeof ClientHistoryEntry>;

export const ClientOrders = Type.Object({ orders: Type.Array(ClientOrder) });
export type ClientOrders = Static<typeof ClientOrders>;
export const ClientSubscriptions = Type.Object({ subscriptions: Type.Array(SubscriptionItem) });
export type ClientSubscriptions = Static<typeof ClientSubscriptions>;
export const ClientAddresses = Type.Object({ addresses: Type.Array(Address) });
export type ClientAddresses = Static<typeof ClientAddresses>;
export const ClientCommunications = Type.Object({
  communications: Type.Array(Communication, { description: 'Newest first' }),
});
export type ClientCommunications = Static<typeof ClientCommunications>;
export const ClientHistory = Type.Object({
  history: Type.Array(ClientHistoryEntry, { description: 'Newest first' }),
});
export type ClientHistory = Static<typeof ClientHistory>;

// An order's detail and its parts.

export const OrderDetail = Type.Object({
  id: Type.String(),
  orderNumber: Type.Integer(),
  storeName: Type.String(),
  createdAt: IsoDateTime,
  status: OrderStatus,
  requiresShipping: Type.Boolean(),
  /** Another order (the plan renewal) that must be paid first, while it is unpaid. */
  paymentLockedOnOrder: Nullable(Type.String()),
  paymentLockedOnOrderNumber: Nullable(Type.Integer()),
  clientId: Type.String(),
  /** The public payment page of a draft: /public/orders/{publicId}. */
  publicId: Type.String(),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderItem = Type.Object({
  id: Type.String(),
  type: Type.Enum(['plan', 'product', 'pack']),
  name: Type.String(),
  sku: Nullable(Type.String()),
  price: Money,
  quantity: Type.Integer(),
  imageUrl: Nullable(Type.String()),
  images: Nullable(Type.Object({ square_thumb: Nullable(Type.String()) })),
});
export type OrderItem = Static<typeof OrderItem>;

export const OrderItems = Type.Object({
  items: Type.Array(OrderItem),
  subtotal: Money,
  shippingCost: Money,
  totalAmount: Money,
});
export type OrderItems = Static<typeof OrderItems>;

export const OrderActivity = Type.Object({
  id: Type.String(),
  type: Type.Enum(['status_change', 'payment', 'email_sent', 'other']),
  status: Nullable(OrderStatus),
  description: Type.String(),
  user: Nullable(Type.String()),
  date: IsoDateTime,
  details: Nullable(Type.String()),
});
export type OrderActivity = Static<typeof OrderActivity>;

export const OrderActivities = Type.Object({
  activities: Type.Array(OrderActivity, { description: 'Oldest first' }),
});
export type OrderActivities = Static<typeof OrderActivities>;

export const OrderPaymentDetails = Type.Object({
  paymentStatus: Type.Enum(['paid', 'pending', 'failed']),
  paymentMethod: Type.Enum(['webpay_credit', 'bank_transfer']),
  cardType: Nullable(Type.String()),
  lastFour: Nullable(Type.String()),
  authorizationCode: Nullable(Type.String()),
  bank: Nullable(Type.String()),
  accountNumber: Nullable(Type.String()),
  transactionId: Nullable(Type.String()),
  totalAmount: Money,
  paidAt: Nullable(IsoDateTime),
});
export type OrderPaymentDetails = Static<typeof OrderPaymentDetails>;

export const OrderPaymentAnswer = Type.Object({
  /** The latest payment; null before any. */
  payment: Nullable(OrderPaymentDetails),
});
export type OrderPaymentAnswer = Static<typeof OrderPaymentAnswer>;

export const OrderDocument = Type.Object({
  id: Type.String(),
  name: Type.String(),
  date: IsoDateTime,
  contentType: Nullable(Type.String()),
  size: Nullable(Type.Integer({ description: 'Bytes' })),
});
export type OrderDocument = Static<typeof OrderDocument>;

export const OrderDocuments = Type.Object({
  documents: Type.Array(OrderDocument, {
    description: 'Oldest first (the order they were added in)',
  }),
});
export type OrderDocuments = Static<typeof OrderDocuments>;

export const OrderCommunications = Type.Object({
  communications: Type.Array(Communication, { description: 'Oldest first' }),
});
export type OrderCommunications = Static<typeof OrderCommunications>;

export const CARRIERS = ['chilexpress', 'correoschile', 'starken', 'bluexpress', 'other'] as const;

export const OrderShipment = Type.Object({
  status: Type.Enum(['pending', 'shipped', 'delivered']),
  carrier: Type.Enum(CARRIERS),
  trackingNumber: Type.String(),
  /** [start, end]. Not a Type.Tuple: fast-json-stringify cannot serialize a tuple of anyOf items. */
  estimatedDeliveryRange: Type.Unsafe<[string | null, string | null]>(
    Type.Array(Nullable(IsoDate), { minItems: 2, maxItems: 2 }),
  ),
  notes: Nullable(Type.String()),
  message: Nullable(Type.String()),
  shippedAt: Nullable(IsoDateTime),
});
export type OrderShipment = Static<typeof OrderShipment>;

export const OrderShipping = Type.Object({
  address: Nullable(Address),
  shipping: Nullable(OrderShipment),
});
export type OrderShipping = Static<typeof OrderShipping>;

export const OrderClient = Type.Object({
  client: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    rut: Nullable(Type.String()),
  }),
});
export type OrderClient = Static<typeof OrderClient>;

export const OrderBilling = Type.Object({ billingAddress: Nullable(Address) });
export type OrderBilling = Static<typeof OrderBilling>;

// Changes.

export const UpdateOrderStatusBody = Type.Object({
  status: Type.String({ description: 'pending, processing, shipped, delivered or cancelled' }),
  /** The status the merchant saw: a change made meanwhile by someone else is refused (409). */
  expectedStatus: Type.Optional(Type.String()),
});
export type UpdateOrderStatusBody = Static<typeof UpdateOrderStatusBody>;

export const ConfirmShippingBody = Type.Object({
  carrier: Type.Optional(Nullable(Type.String())),
  trackingNumber: Type.Optional(Nullable(Type.String())),
  notes: Type.Optional(Nullable(Type.String())),
  estimatedDeliveryRange: Type.Optional(
    Nullable(Type.Array(Nullable(Type.String()), { maxItems: 2 })),
  ),
  message: Type.Optional(Nullable(Type.String())),
  sendEmailToCustomer: Type.Optional(Type.Boolean()),
});
export type ConfirmShippingBody = Static<typeof ConfirmShippingBody>;

export const CreateOrderDocumentBody = Type.Object({
  orderUuid: Uuid(),
  uploadUuid: Uuid(),
  filename: Type.String({ minLength: 1, maxLength: 255 }),
});
export type CreateOrderDocumentBody = Static<typeof CreateOrderDocumentBody>;

export const DocumentDownload = Type.Object({
  fileUrl: Type.String({ description: 'Fetch it (bearer token) within 10 minutes' }),
});
export type DocumentDownload = Static<typeof DocumentDownload>;

export const operationsRoutes = {
  listOrders: route('GET', '/api/orders', {
    summary: 'The store’s orders, filtered, sorted and paged (dates in the store’s time zone)',
    querystring: OrderListQuery,
    response: { 200: OrderList },
  }),
  listClients: route('GET', '/api/clients', {
    summary: 'The store’s clients, searched, filtered, sorted and paged',
    querystring: ClientListQuery,
    response: { 200: ClientList },
  }),
  getClient: route('GET', '/api/clients/:id', {
    summary: 'A client with its totals',
    params: IdParams,
    response: { 200: Client },
  }),
  listClientOrders: route('GET', '/api/clients/:id/orders', {
    summary: 'A client’s orders, newest first',
    params: IdParams,
    response: { 200: ClientOrders },
  }),
  listClientSubscriptions: route('GET', '/api/clients/:id/subscriptions', {
    summary: 'A client’s subscriptions with their shipping addresses',
    params: IdParams,
    response: { 200: ClientSubscriptions },
  }),
  listClientAddresses: route('GET', '/api/clients/:id/addresses', {
    summary: 'A client’s shipping and billing addresses',
    params: IdParams,
    response: { 200: ClientAddresses },
  }),
  listClientCommunications: route('GET', '/api/clients/:id/communications', {
    summary: 'A client’s communications, newest first',
    params: IdParams,
    response: { 200: ClientCommunications },
  }),
  listClientHistory: route('GET', '/api/clients/:id/history', {
    summary: 'A client’s history, newest first',
    params: IdParams,
    response: { 200: ClientHistory },
  }),
  getOrder: route('GET', '/api/orders/:id', {
    summary: 'An order’s header: number, status, shipping need, payment lock',
    params: IdParams,
    response: { 200: OrderDetail },
  }),
  getOrderItems: route('GET', '/api/orders/:id/items', {
    summary: 'An order’s items and totals',
    params: IdParams,
    response: { 200: OrderItems },
  }),
  listOrderActivity: route('GET', '/api/orders/:id/activity', {
    summary: 'An order’s activity, oldest first',
    params: IdParams,
    response: { 200: OrderActivities },
  }),
  getOrderPayment: route('GET', '/api/orders/:id/payment', {
    summary: 'An order’s latest payment',
    params: IdParams,
    response: { 200: OrderPaymentAnswer },
  }),
  listOrderDocuments: route('GET', '/api/orders/:id/documents', {
    summary: 'An order’s documents, oldest first',
    params: IdParams,
    response: { 200: OrderDocuments },
  }),
  listOrderCommunications: route('GET', '/api/orders/:id/communications', {
    summary: 'An order’s communications, oldest first',
    params: IdParams,
    response: { 200: OrderCommunications },
  }),
  getOrderShipping: route('GET', '/api/orders/:id/shipping', {
    summary: 'An order’s shipping address and shipment',
    params: IdParams,
    response: { 200: OrderShipping },
  }),
  getOrderClient: route('GET', '/api/orders/:id/client', {
    summary: 'An order’s client',
    params: IdParams,
    response: { 200: OrderClient },
  }),
  getOrderBilling: route('GET', '/api/orders/:id/billing', {
    summary: 'An order’s billing address',
    params: IdParams,
    response: { 200: OrderBilling },
  }),
  updateOrderStatus: route('POST', '/api/orders/:id/status', {
    summary:
      'Changes a non-draft order’s status (shipped needs the shipment first when the order is shipped)',
    params: IdParams,
    body: UpdateOrderStatusBody,
    response: { 200: OrderDetail },
  }),
  confirmOrderShipping: route('POST', '/api/orders/:id/shipping/confirm', {
    summary:
      'Registers the manual shipment and marks the order shipped, e-mailing the client when asked',
    params: IdParams,
    body: ConfirmShippingBody,
    response: { 200: Ok },
  }),
  createOrderDocument: route('POST', '/api/order-documents', {
    summary: 'Attaches an uploaded file to an order under its name (unique per order)',
    body: CreateOrderDocumentBody,
    response: { 201: OrderDocument },
  }),
  downloadOrderDocument: route('GET', '/api/order-documents/:id/download', {
    summary: 'Where to fetch a document’s file',
    params: IdParams,
    response: { 200: DocumentDownload },
  }),
};
