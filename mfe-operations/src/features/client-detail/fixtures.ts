import type {
  Address,
  ClientHistoryEntry,
  ClientOrder,
  Communication,
  SubscriptionItem,
} from '@platform/api/contracts';

/** Test data of a client's detail: Camila Rojas and what she bought, received and did. */

export const CLIENT_ID = 'c0000000-0000-4000-8000-000000000001';

const uuid = (group: number, n: number) =>
  `${String(group).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function clientOrder(n: number, overrides: Partial<ClientOrder> = {}): ClientOrder {
  const id = uuid(10, n);
  return {
    id,
    uuid: id,
    orderNumber: 1000 + n,
    // One order a day through January 2026, at noon in Santiago.
    date: `2026-01-${String(n).padStart(2, '0')}T15:00:00.000Z`,
    status: 'delivered',
    itemCount: 2,
    shippingAddress: 'Av. Providencia 1234, Providencia',
    total: 17980,
    ...overrides,
  };
}

export const shippingAddress: Address = {
  uuid: uuid(20, 1),
  type: 'shipping',
  fullName: 'Camila Rojas',
  phone: '+56912345678',
  street: 'Av. Providencia 1234',
  apartment: 'Depto 502',
  city: 'Providencia',
  state: 'Metropolitana',
  additionalInfo: 'Dejar en conserjería',
  isDefault: true,
  createdAt: '2026-01-10T15:00:00.000Z',
};

export const officeAddress: Address = {
  ...shippingAddress,
  uuid: uuid(20, 2),
  fullName: 'Camila Rojas (oficina)',
  street: 'Apoquindo 3000',
  apartment: null,
  city: 'Las Condes',
  additionalInfo: null,
  phone: null,
  isDefault: false,
  createdAt: '2026-02-03T15:00:00.000Z',
};

export const billingAddress: Address = {
  ...shippingAddress,
  uuid: uuid(20, 3),
  type: 'billing',
  fullName: 'Camila Rojas',
  street: 'Los Leones 456',
  apartment: null,
  additionalInfo: null,
  createdAt: '2026-01-11T15:00:00.000Z',
};

export function subscription(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    uuid: uuid(30, 1),
    type: 'product',
    name: 'Café de Grano 500 g',
    startDate: '2026-01-10',
    nextBillingDate: '2026-04-10',
    status: 'active',
    price: 8990,
    quantity: 1,
    shippingAddressId: shippingAddress.uuid,
    shippingAddress,
    parentUuid: null,
    ...overrides,
  };
}

export const membership = subscription({
  uuid: uuid(30, 10),
  type: 'store_client_plan',
  name: 'Club del Café',
  price: 19990,
});
export const includedBeans = subscription({
  uuid: uuid(30, 11),
  name: 'Café de Grano 500 g',
  quantity: 2,
  parentUuid: membership.uuid,
});
export const tastingPack = subscription({
  uuid: uuid(30, 20),
  type: 'pack',
  name: 'Pack Degustación',
  price: 24990,
  status: 'paused',
  nextBillingDate: null,
  shippingAddressId: null,
  shippingAddress: null,
});
export const groundCoffee = subscription({
  uuid: uuid(30, 30),
  name: 'Café Molido 250 g',
  price: 5990,
  startDate: '2026-02-01',
  nextBillingDate: '2026-03-01',
});

export function communication(n: number, overrides: Partial<Communication> = {}): Communication {
  return {
    id: uuid(40, n),
    subject: `Tu pedido #${1000 + n} está en camino`,
    medium: 'email',
    recipient: 'camila.rojas@correo.cl',
    sentAt: `2026-02-${String(n).padStart(2, '0')}T13:30:00.000Z`,
    template: 'pedido_enviado',
    status: 'delivered',
    content: `<p>Hola Camila,</p><p>Tu pedido <strong>#${1000 + n}</strong> va en camino.</p>`,
    ...overrides,
  };
}

export function historyEntry(
  n: number,
  overrides: Partial<ClientHistoryEntry> = {},
): ClientHistoryEntry {
  return {
    uuid: uuid(50, n),
    type: 'login',
    details: `Inicio de sesión ${n}`,
    date: `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`,
    ...overrides,
  };
}
