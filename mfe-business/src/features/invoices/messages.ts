// The invoices' Spanish copy. Texts the spec gives (spec 3 §2, §8, §9) are word for word.
export const invoiceMessages = {
  title: 'Facturas Recibidas',
  subtitle: 'Las facturas que la plataforma te emite cada mes por tu plan.',
  back: 'Volver al Inicio',
  listTitle: 'Historial de facturas',
  loading: 'Cargando facturas...',
  loadError: 'Error al cargar las facturas',
  downloadError: 'Error al descargar la factura. Por favor, intenta nuevamente.',
  columns: {
    number: 'Número',
    period: 'Período',
    amount: 'Monto',
    date: 'Fecha',
    status: 'Estado',
    actions: 'Acciones',
  },
  /** The number of an invoice without one (spec 3 §9). */
  noNumber: 'No disponible',
  /** A pending invoice has no issue date yet. */
  notIssued: 'Por emitir',
  download: 'Descargar',
  downloading: 'Descargando...',
  /** After 'Descargar', for a screen reader: which invoice. */
  downloadOf: (period: string) => ` factura de ${period}`,
  pendingNote: 'Se podrá descargar cuando sea emitida',
  count: (n: number) => (n === 1 ? '1 factura' : `${n} facturas`),
  empty: {
    title: 'Aún no tienes facturas',
    description: 'Cada mes, la factura de tu plan aparecerá aquí para que la descargues.',
  },
  csv: {
    export: 'Exportar CSV',
    exporting: 'Exportando...',
    exportError: 'No se pudieron exportar las facturas. Por favor, intenta nuevamente.',
    /** Spec 3 §9, in order. */
    headers: ['ID', 'Período', 'Número', 'Monto', 'Fecha', 'Estado'],
    fileName: (day: string) => `facturas-${day}.csv`,
  },
} as const;
