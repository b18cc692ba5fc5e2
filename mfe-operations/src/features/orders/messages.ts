// Spanish copy of the orders list. Texts the spec gives (spec 3 §2, §4, §8, §9) are word for word.
import type { OrderListItem } from '@platform/api/contracts';

type PaymentMethod = NonNullable<OrderListItem['paymentMethod']>;

const orders = (count: number) => (count === 1 ? '1 orden' : `${count} órdenes`);

export const ordersMessages = {
  title: 'Gestión de Órdenes',
  back: 'Volver al Inicio',
  subtitle:
    'Las órdenes que generan tus suscripciones: búscalas, fíltralas y actúa sobre varias a la vez.',

  filters: {
    title: 'Filtros',
    search: 'Buscar',
    searchPlaceholder: 'Cliente, email, N° de orden o seguimiento',
    status: 'Estado',
    allStatuses: 'Todos los estados',
    startDate: 'Desde',
    endDate: 'Hasta',
    dateRangeHelp: 'El rango se aplica cuando eliges ambas fechas.',
    dateRange: 'La fecha de inicio no puede ser posterior a la fecha de término',
    minAmount: 'Monto mínimo',
    maxAmount: 'Monto máximo',
    amountRange: 'El monto mínimo no puede ser mayor que el máximo',
    sortBy: 'Ordenar por',
    sortFields: {
      createdAt: 'Fecha de creación',
      totalAmount: 'Monto total',
      clientName: 'Cliente',
    },
    sortDirection: 'Orden',
    sortDirections: { asc: 'Ascendente', desc: 'Descendente' },
    reset: 'Limpiar filtros',
  },

  list: {
    title: 'Lista de órdenes',
    loading: 'Cargando órdenes...',
    updating: 'Actualizando la lista...',
    loadErrorTitle: 'No se pudieron cargar las órdenes',
    loadError: 'Error al cargar las órdenes. Por favor, intenta nuevamente.',
    invalidFilters: 'Corrige los filtros marcados para ver las órdenes.',
    count: (total: string) => (total === '1' ? '1 orden' : `${total} órdenes`),
    showing: (from: string, to: string, total: string) =>
      `Mostrando ${from} a ${to} de ${total} órdenes`,
  },

  empty: {
    title: 'No se encontraron órdenes',
    noOrders:
      'Aún no tienes órdenes. Aparecerán aquí cuando tus clientes compren o se renueven sus suscripciones.',
    filtered: 'Ninguna orden coincide con los filtros. Ajusta o limpia los filtros para ver más.',
  },

  columns: {
    select: 'Selección',
    order: 'Orden',
    client: 'Cliente',
    status: 'Estado',
    total: 'Total',
    createdAt: 'Fecha',
    actions: 'Acciones',
  },

  order: {
    number: (orderNumber: number) => `#${orderNumber}`,
    items: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
    select: (orderNumber: number) => `Seleccionar orden #${orderNumber}`,
    selectPage: 'Seleccionar todas las órdenes de esta página',
    view: 'Ver detalle',
    /** Read after 'Ver detalle', so the link says which order it opens. */
    viewOf: (orderNumber: number) => ` de la orden #${orderNumber}`,
    paymentMethods: {
      webpay_credit: 'Webpay',
      bank_transfer: 'Transferencia bancaria',
    } satisfies Record<PaymentMethod, string>,
    noPayment: 'Sin pago registrado',
    /** Marks a row whose status was changed in this view only. */
    localStatus: 'Cambio local, sin guardar',
  },

  bulk: {
    label: 'Acciones en lote',
    selected: (count: number) =>
      count === 1 ? '1 orden seleccionada' : `${count} órdenes seleccionadas`,
    clear: 'Quitar selección',
    newStatus: 'Nuevo estado',
    chooseStatus: 'Cambiar estado a...',
    apply: 'Aplicar',
    localOnly: 'El cambio de estado en lote solo se ve en esta pantalla: no se guarda.',
    statusUpdated: (count: number) => `Estado actualizado para ${count} órdenes`,
    statusUpdatedNote: 'Solo en esta vista: el cambio no se guardó en tu tienda.',
    draftsSkipped: (count: number) =>
      count === 1
        ? '1 orden en borrador no cambió: su estado cambia solo cuando se registra el pago.'
        : `${count} órdenes en borrador no cambiaron: su estado cambia solo cuando se registra el pago.`,
    onlyDrafts: 'Las órdenes en borrador no pueden cambiar de estado',
    exportCsv: 'Exportar CSV',
    exported: (count: number) => `Se exportaron ${orders(count)}`,
    print: 'Imprimir',
    printTitle: 'Impresión aún no disponible',
    printMessage: (count: number) =>
      `La impresión de ${orders(count)} estará disponible próximamente.`,
    notify: 'Notificar por email',
    actionError: 'Error al aplicar la acción. Por favor, intenta nuevamente.',
  },

  notify: {
    title: 'Notificar por email',
    warning: (count: number) =>
      count === 1
        ? 'Se enviará un correo electrónico al cliente de la orden seleccionada.'
        : `Se enviará un correo electrónico a los clientes de las ${count} órdenes seleccionadas.`,
    notYet:
      'Por ahora el envío en lote no está habilitado: al confirmar no se enviará ningún correo.',
    cancel: 'Cancelar',
    confirm: 'Notificar clientes',
    doneTitle: 'Envío de correos aún no disponible',
    done: (count: number) => `No se envió ningún correo a los clientes de ${orders(count)}.`,
  },

  csv: {
    fileName: (day: string) => `ordenes-${day}.csv`,
  },
} as const;
