/**
 * Status values and their Spanish labels (spec 3 §4). Shared by the badges, the list filters and
 * the api's CSV exports, so a status reads the same everywhere.
 */
export const UNKNOWN_STATUS_LABEL = 'Desconocido';

export const STATUS_LABELS = {
  order: {
    draft: 'Borrador',
    pending: 'Pendiente',
    processing: 'En Proceso',
    shipped: 'Enviado',
    delivered: 'Entregado',
    cancelled: 'Cancelado',
  },
  client: {
    active: 'Activo',
    inactive: 'Inactivo',
    pending: 'Pendiente',
  },
  subscription: {
    active: 'Activa',
    paused: 'Pausada',
    cancelled: 'Cancelada',
  },
  payment: {
    paid: 'Pagado',
    pending: 'Pendiente',
    failed: 'Fallido',
  },
  communication: {
    sent: 'Enviado',
    delivered: 'Entregado',
    opened: 'Abierto',
    failed: 'Fallido',
    pending: 'Pendiente',
  },
  invoice: {
    billed: 'Facturada',
    pending: 'Pendiente',
  },
  systemComponent: {
    operational: 'Operativo',
    degraded: 'Rendimiento Degradado',
    outage: 'Fuera de Servicio',
  },
} as const;

export type StatusKind = keyof typeof STATUS_LABELS;
export type OrderStatus = keyof typeof STATUS_LABELS.order;
export type ClientStatus = keyof typeof STATUS_LABELS.client;
export type SubscriptionStatus = keyof typeof STATUS_LABELS.subscription;
export type PaymentStatus = keyof typeof STATUS_LABELS.payment;
export type CommunicationStatus = keyof typeof STATUS_LABELS.communication;
export type InvoiceStatus = keyof typeof STATUS_LABELS.invoice;
export type SystemComponentStatus = keyof typeof STATUS_LABELS.systemComponent;

/** Order statuses a merchant can choose (draft is never selectable, spec 3 §4). */
export const SELECTABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** The Spanish label of a status, or 'Desconocido' for a value outside the set. */
export function statusLabel(kind: StatusKind, status: string | null | undefined): string {
  const labels: Record<string, string> = STATUS_LABELS[kind];
  return (
    (status != null && Object.hasOwn(labels, status) ? labels[status] : undefined) ??
    UNKNOWN_STATUS_LABEL
  );
}
