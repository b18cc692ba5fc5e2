// Spanish copy of mfe-operations. Texts the spec gives are kept word for word.
export const messages = {
  clients: { title: 'Clientes' },
  clientDetail: { title: 'Detalle del Cliente' },
  orders: { title: 'Gestión de Órdenes' },
  orderDetail: { title: 'Detalle de la Orden' },
} as const;
