/**
 * Operations constants of spec 3 §3, §5 and §9: order documents, the manual shipping's carriers
 * and delivery range, and the list sizes. Pure data: the screens and the api read the same values.
 */

/** Spec 3 §5 "Document upload": one file at a time, at most 5 MB, of these types. */
export const ORDER_DOCUMENT = {
  maxBytes: 5 * 1024 * 1024,
  /** Extension (lower case, no dot) → the content type the file is uploaded with. */
  types: {
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    txt: 'text/plain',
  },
  nameMaxLength: 255,
} as const;
export type OrderDocumentExtension = keyof typeof ORDER_DOCUMENT.types;

/** The content type of a document's file name, or undefined when its type is not allowed. */
export function orderDocumentContentType(fileName: string): string | undefined {
  const match = /^.+\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match
    ? (ORDER_DOCUMENT.types as Record<string, string>)[match[1]!.toLowerCase()]
    : undefined;
}

/** Spec 3 §3 "Carriers": each but 'other' has a tracking page that takes the tracking number. */
export const CARRIERS = {
  chilexpress: {
    label: 'Chilexpress',
    trackingUrl:
      'https://www.chilexpress.cl/Views/ChilexpressCL/Resultado-busqueda.aspx?DATA={tracking}',
  },
  correoschile: {
    label: 'CorreosChile',
    trackingUrl: 'https://www.correos.cl/web/guest/seguimiento-en-linea?codigos={tracking}',
  },
  starken: {
    label: 'Starken',
    trackingUrl: 'https://www.starken.cl/seguimiento?codigo={tracking}',
  },
  bluexpress: {
    label: 'Blue Express',
    trackingUrl: 'https://www.blue.cl/seguimiento/?n_seguimiento={tracking}',
  },
  other: { label: 'Otro', trackingUrl: null },
} as const satisfies Record<string, { label: string; trackingUrl: string | null }>;
export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

/** The carrier's tracking page for a tracking number; null for 'other' (spec 3 §9). */
export function trackingLink(carrier: Carrier, trackingNumber: string): string | null {
  const template = CARRIERS[carrier].trackingUrl;
  return template
    ? template.replace('{tracking}', encodeURIComponent(trackingNumber.trim()))
    : null;
}

/** Spec 3 §5 "Manual shipping form" and §9. */
export const MANUAL_SHIPPING = {
  defaultCarrier: 'other' as Carrier,
  /** The estimated delivery range starts this many days from today… */
  defaultDeliveryFromDays: 3,
  /** …and ends this many. */
  defaultDeliveryToDays: 5,
  trackingNumberMaxLength: 100,
  notesMaxLength: 500,
  messageMaxLength: 1000,
} as const;

/** Spec 3 §9: page sizes of the operations lists. */
export const OPERATIONS_PAGING = {
  clientsPerPage: 10,
  clientTabPageSizes: [5, 10, 25, 50],
  clientTabDefaultPageSize: 10,
  ordersPageSizes: [10, 25, 50, 100],
  ordersDefaultPageSize: 10,
  ordersPagerButtons: 5,
} as const;

/** Spec 3 §9 "Bulk actions": the orders CSV's columns, in order. */
export const ORDERS_CSV_HEADERS = [
  'ID',
  'Número de Orden',
  'Cliente',
  'Email',
  'Estado',
  'Monto Total',
  'Fecha de Creación',
  'Método de Pago',
] as const;
