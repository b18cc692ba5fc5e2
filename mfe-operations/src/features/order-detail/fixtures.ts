import type {
  Address,
  Communication,
  OrderActivities,
  OrderBilling,
  OrderClient,
  OrderCommunications,
  OrderDetail,
  OrderDocument,
  OrderDocuments,
  OrderItems,
  OrderPaymentAnswer,
  OrderShipping,
} from '@platform/api/contracts';
import { answer, type TurnReply } from '@platform/shared/testing';

// Test data: one order of the demo store as the api answers its detail and its nine parts.

export const ORDER_ID = '7c1e4a52-9d3b-4f6e-8a21-000000001042';
export const LOCKING_ORDER_ID = '7c1e4a52-9d3b-4f6e-8a21-000000001038';
export const CLIENT_ID = '3f9b2c10-5e7d-4a8b-9c01-000000000007';
export const PUBLIC_ID = 'pub-1042-x7k2';
export const UPLOAD_UUID = 'b0000000-0000-4000-8000-000000000042';
export const UPLOAD_ENDPOINT = `http://localhost:4000/uploads/${UPLOAD_UUID}?expires=1999999999&signature=firma`;

export const order: OrderDetail = {
  id: ORDER_ID,
  orderNumber: 1042,
  storeName: 'Café Cordillera',
  createdAt: '2026-11-20T14:35:00.000Z',
  status: 'processing',
  requiresShipping: true,
  paymentLockedOnOrder: null,
  paymentLockedOnOrderNumber: null,
  clientId: CLIENT_ID,
  publicId: PUBLIC_ID,
};

export const draftOrder: OrderDetail = { ...order, status: 'draft' };

export const items: OrderItems = {
  items: [
    {
      id: 'i1',
      type: 'plan',
      name: 'Membresía Café Mensual',
      sku: 'MEM-CAF',
      price: 19990,
      quantity: 1,
      imageUrl: null,
      images: { square_thumb: 'http://localhost:4000/uploads/plan-thumb.jpg' },
    },
    {
      id: 'i2',
      type: 'product',
      name: 'Café de grano 1 kg',
      sku: 'CAF-1KG',
      price: 12990,
      quantity: 2,
      imageUrl: 'http://localhost:4000/uploads/cafe.jpg',
      images: null,
    },
    {
      id: 'i3',
      type: 'product',
      name: 'Filtros de papel',
      sku: null,
      price: 2990,
      quantity: 1,
      imageUrl: null,
      images: null,
    },
  ],
  subtotal: 48960,
  shippingCost: 3500,
  totalAmount: 52460,
};

export const activities: OrderActivities = {
  activities: [
    {
      id: 'a1',
      type: 'other',
      status: 'draft',
      description: 'Orden creada',
      user: null,
      date: '2026-11-20T14:35:00.000Z',
      details: null,
    },
    {
      id: 'a2',
      type: 'payment',
      status: 'pending',
      description: 'Pago registrado',
      user: null,
      date: '2026-11-20T14:40:00.000Z',
      details: 'Webpay, autorización 123456',
    },
    {
      id: 'a3',
      type: 'status_change',
      status: 'processing',
      description: 'Estado cambiado a En Proceso',
      user: 'demo@tienda.cl',
      date: '2026-11-21T09:05:00.000Z',
      details: null,
    },
  ],
};

export const payment: OrderPaymentAnswer = {
  payment: {
    paymentStatus: 'paid',
    paymentMethod: 'webpay_credit',
    cardType: 'Visa',
    lastFour: '4242',
    authorizationCode: '123456',
    bank: null,
    accountNumber: null,
    transactionId: 'TX-99001',
    totalAmount: 52460,
    paidAt: '2026-11-20T14:40:00.000Z',
  },
};

export const invoicePdf: OrderDocument = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'factura-1042.pdf',
  date: '2026-11-21T10:00:00.000Z',
  contentType: 'application/pdf',
  size: 245_760,
};

export const documents: OrderDocuments = { documents: [invoicePdf] };

export const confirmationEmail: Communication = {
  id: 'c1',
  subject: 'Confirmación de tu pedido #1042',
  medium: 'email',
  recipient: 'camila.rojas@correo.cl',
  sentAt: '2026-11-20T14:41:00.000Z',
  template: 'confirmacion_pedido',
  status: 'delivered',
  content:
    '<html><body><h1>¡Gracias por tu compra!</h1><p>Tu pedido está confirmado.</p><script>alert(1)</script><img src="x" onerror="alert(2)"></body></html>',
};

export const reminderSms: Communication = {
  id: 'c2',
  subject: 'Recordatorio de despacho',
  medium: 'sms',
  recipient: '+56987654321',
  sentAt: '2026-11-21T09:10:00.000Z',
  template: null,
  status: 'sent',
  content: 'Tu pedido #1042 está en preparación.\nTe avisaremos cuando salga.',
};

export const communications: OrderCommunications = {
  communications: [confirmationEmail, reminderSms],
};

const address = (type: Address['type']): Address => ({
  uuid: `addr-${type}`,
  type,
  fullName: 'Camila Rojas',
  phone: '+56987654321',
  street: 'Av. Providencia 1234',
  apartment: 'Depto 501',
  city: 'Providencia',
  state: 'Región Metropolitana',
  additionalInfo: type === 'shipping' ? 'Conserjería 24 horas' : null,
  isDefault: true,
  createdAt: '2025-03-01T12:00:00.000Z',
});

export const shippingAddress = address('shipping');
export const billingAddress = address('billing');

export const notShipped: OrderShipping = { address: shippingAddress, shipping: null };

export const shipped: OrderShipping = {
  address: shippingAddress,
  shipping: {
    status: 'shipped',
    carrier: 'starken',
    trackingNumber: 'STK-778899',
    estimatedDeliveryRange: ['2026-11-24', '2026-11-26'],
    notes: 'Caja frágil',
    message: 'Tu pedido va en camino',
    shippedAt: '2026-11-21T15:00:00.000Z',
  },
};

export const client: OrderClient = {
  client: {
    id: CLIENT_ID,
    name: 'Camila Rojas',
    email: 'camila.rojas@correo.cl',
    phone: '+56987654321',
    rut: '12345678-5',
  },
};

export const billing: OrderBilling = { billingAddress };

export interface OrderAnswers {
  order: TurnReply;
  items: TurnReply;
  activity: TurnReply;
  payment: TurnReply;
  documents: TurnReply;
  communications: TurnReply;
  shipping: TurnReply;
  client: TurnReply;
  billing: TurnReply;
}

/**
 * Answers the ten reads of the page (each part replaceable: a value, or a reply such as
 * `inTurn(() => apiError(500), items)`), and records what each got.
 */
export function answerOrderDetail(overrides: Partial<OrderAnswers> = {}) {
  const replies: OrderAnswers = {
    order,
    items,
    activity: activities,
    payment,
    documents,
    communications,
    shipping: notShipped,
    client,
    billing,
    ...overrides,
  };
  const base = `/orders/${ORDER_ID}`;
  const read = (path: string, reply: TurnReply) => answer('get', path, reply as never);
  return {
    order: read(base, replies.order),
    items: read(`${base}/items`, replies.items),
    activity: read(`${base}/activity`, replies.activity),
    payment: read(`${base}/payment`, replies.payment),
    documents: read(`${base}/documents`, replies.documents),
    communications: read(`${base}/communications`, replies.communications),
    shipping: read(`${base}/shipping`, replies.shipping),
    client: read(`${base}/client`, replies.client),
    billing: read(`${base}/billing`, replies.billing),
  };
}
