import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { CARRIER_IDS, MANUAL_SHIPPING, type Carrier } from '../constants/operations';
import { isIsoDate } from '../format/dates';

/**
 * The operations rules (spec 3 §4, §5, §8): the manual shipping form and the documents of an
 * order. The order detail validates with them and the api applies the same ones.
 */
export const OPERATIONS_MESSAGES = {
  // Manual shipping (§5), word for word.
  shippingRequired: 'Por favor completa todos los campos obligatorios',
  shippingFailed: 'Error al enviar la información de despacho',
  shippingFailedRetry: 'Error al enviar la información. Por favor, intenta nuevamente.',
  shippingCarrier: 'Selecciona una empresa de transporte válida',
  shippingRangeOrder: 'La fecha final de entrega no puede ser anterior a la inicial',
  shippingTrackingMax: `El número de seguimiento no puede exceder ${MANUAL_SHIPPING.trackingNumberMaxLength} caracteres`,
  shippingNotesMax: `Las notas no pueden exceder ${MANUAL_SHIPPING.notesMaxLength} caracteres`,
  shippingMessageMax: `El mensaje no puede exceder ${MANUAL_SHIPPING.messageMaxLength} caracteres`,
  // Documents (§5, §8), word for word.
  documentTooBig: 'El archivo excede el tamaño máximo permitido de 5MB',
  documentType: 'Tipo de archivo no permitido. Tipos permitidos: PDF, DOCX, DOC, XLS, XLSX, TXT',
  documentDuplicateTitle: 'Archivo duplicado',
  documentDuplicate:
    'Ya existe un archivo con el nombre "{name}". Por favor, cambia el nombre del archivo antes de subirlo.',
  documentNoUrl: 'No se recibió una URL válida para la subida del archivo',
  documentUploadStatus: 'Error {status}: No se pudo subir el archivo',
  documentNoAnswer: 'No se recibió una respuesta válida del servidor',
  documentUploadFailed: 'Error al subir el documento. Por favor, intenta nuevamente.',
  documentDownloadFailed: 'Error al descargar el documento. Por favor, intenta nuevamente.',
  documentUploadMissing: 'El archivo no se subió o ya se usó: súbelo nuevamente',
  documentNotFound: 'Documento no encontrado',
  // Orders and clients: what only the api can decide.
  orderNotFound: 'Orden no encontrada',
  clientNotFound: 'Cliente no encontrado',
  statusInvalid:
    'Selecciona un estado válido: pendiente, en proceso, enviado, entregado o cancelado',
  statusDraft:
    'La orden es un borrador: su estado cambia a Pendiente automáticamente cuando se registra el pago',
  statusToDraft: 'Una orden no puede volver a borrador',
  statusUnchanged: 'La orden ya tiene ese estado',
  statusStale:
    'El estado de la orden cambió mientras tanto. Recarga la página e intenta nuevamente.',
  statusNeedsShipment:
    'Registra el despacho (empresa de transporte y número de seguimiento) antes de marcarla como enviada',
  shippingNotRequired: 'Esta orden no requiere despacho',
  shippingNotAllowed: 'Solo se puede registrar el despacho de una orden pendiente o en proceso',
  statusUpdated: 'Estado actualizado correctamente',
} as const;

const m = OPERATIONS_MESSAGES;

const optionalText = (max: number, message: string) =>
  string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
    .max(max, message)
    .default(null);

const requiredDay = string()
  .nullable()
  .required(m.shippingRequired)
  .test('iso-date', m.shippingRequired, (value) => !!value && isIsoDate(value));

/**
 * The manual shipping form (spec 3 §5): carrier, tracking number and both ends of the delivery
 * range are required ('Por favor completa todos los campos obligatorios'); notes and the message
 * are optional; the customer is e-mailed unless unchecked.
 */
export const manualShippingSchema = object({
  carrier: mixed<Carrier>()
    .required(m.shippingRequired)
    .test('carrier', m.shippingCarrier, (value) => CARRIER_IDS.includes(value as Carrier)),
  trackingNumber: string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(m.shippingRequired)
    .max(MANUAL_SHIPPING.trackingNumberMaxLength, m.shippingTrackingMax),
  estimatedDeliveryRange: array()
    .of(requiredDay)
    .nullable()
    .required(m.shippingRequired)
    .length(2, m.shippingRequired)
    .test('order', m.shippingRangeOrder, (range) => {
      const [start, end] = range ?? [];
      return !start || !end || start <= end;
    }),
  notes: optionalText(MANUAL_SHIPPING.notesMaxLength, m.shippingNotesMax),
  message: optionalText(MANUAL_SHIPPING.messageMaxLength, m.shippingMessageMax),
  sendEmailToCustomer: boolean().default(true),
});
export type ManualShippingValues = InferType<typeof manualShippingSchema>;
