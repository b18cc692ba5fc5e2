import type { Client, ClientList } from '@platform/api/contracts';

/** Test data of the clients list: a few clients of a coffee subscription store. */

export const CAMILA_ID = 'c0000000-0000-4000-8000-000000000001';

export function clientItem(overrides: Partial<Client> = {}): Client {
  return {
    id: CAMILA_ID,
    firstName: 'Camila',
    lastName: 'Rojas',
    name: 'Camila Rojas',
    email: 'camila.rojas@correo.cl',
    phone: '+56912345678',
    rut: '12345678-5',
    avatar: null,
    status: 'active',
    createdAt: '2026-01-10T15:00:00.000Z',
    lastLoginAt: '2026-03-01T12:00:00.000Z',
    totalOrders: 12,
    totalSpent: 155880,
    ...overrides,
  };
}

export const camila = clientItem();
export const diego = clientItem({
  id: 'c0000000-0000-4000-8000-000000000002',
  firstName: 'Diego',
  lastName: 'Muñoz',
  name: 'Diego Muñoz',
  email: 'diego@correo.cl',
  phone: null,
  rut: null,
  status: 'inactive',
  createdAt: '2025-11-02T13:00:00.000Z',
  totalOrders: 1,
  totalSpent: 8990,
});
export const valentina = clientItem({
  id: 'c0000000-0000-4000-8000-000000000003',
  firstName: 'Valentina',
  lastName: 'Soto',
  name: 'Valentina Soto',
  email: 'vale.soto@correo.cl',
  phone: '+56224831950',
  status: 'pending',
  createdAt: '2026-02-20T18:30:00.000Z',
  totalOrders: 0,
  totalSpent: 0,
});

/** One page of `GET /clients`. */
export function clientPage(
  clients: Client[],
  { total = clients.length, page = 1, perPage = 10 } = {},
): ClientList {
  return { data: clients, total, page, perPage };
}
