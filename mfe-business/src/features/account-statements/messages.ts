import type { TransactionCategory } from '@platform/api/contracts';

// The account statements' Spanish copy. Texts the spec gives (spec 3 §2, §3, §8) are word for word.
export const statementMessages = {
  titles: {
    sales: 'Cartola de Ventas',
    commission: 'Cartola de Comisiones',
    /** Any other path (spec 3 §2). */
    other: 'Estado de cuenta',
  },
  subtitles: {
    sales:
      'Las ventas de tu tienda, las comisiones de los medios de pago y las transferencias a tu cuenta.',
    commission: 'Los cargos mensuales de tu plan y cómo se pagaron.',
  },
  back: 'Volver al Inicio',
  filters: {
    title: 'Filtros de la cartola',
    month: 'Mes',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    day: 'Día',
    allDays: 'Todos los días',
    noData: '(sin datos)',
    type: 'Tipo de movimiento',
    types: { all: 'Todos', income: 'Ingresos (abonos)', expense: 'Egresos (cargos)' },
    clear: 'Limpiar filtros',
  },
  totals: {
    title: 'Resumen',
    credits: 'Abonos',
    debits: 'Cargos',
    balance: 'Saldo',
    balanceAt: (when: string) => `Al ${when}`,
    noBalance: 'Sin movimientos',
    count: (n: number) => (n === 1 ? '1 movimiento' : `${n} movimientos`),
  },
  table: {
    title: 'Movimientos',
    date: 'Fecha',
    description: 'Descripción',
    reference: 'Referencia',
    debit: 'Cargo',
    credit: 'Abono',
    balance: 'Saldo',
    viewOrder: 'Ver orden',
    /** After 'Ver orden', for a screen reader: which order. */
    orderOf: (description: string) => `: ${description}`,
  },
  loading: 'Cargando movimientos...',
  loadErrorTitle: 'No se pudieron cargar los movimientos',
  loadError: 'Error al cargar los movimientos. Por favor, intenta nuevamente.',
  empty: {
    title: 'No hay movimientos',
    day: (noun: string, date: string) => `No hay ${noun} registrados el ${date}.`,
    period: (noun: string, month: string) => `No hay ${noun} registrados en ${month}.`,
    nouns: { all: 'movimientos', income: 'ingresos', expense: 'egresos' },
  },
  csv: {
    export: 'Exportar CSV',
    exporting: 'Exportando...',
    exportError: 'No se pudo exportar la cartola. Por favor, intenta nuevamente.',
    /** Spec 3 §9, in order. */
    headers: [
      'Fecha',
      'Hora',
      'Descripción',
      'Cargo',
      'Abono',
      'Saldo',
      'Tipo',
      'Categoría',
      'Referencia',
    ],
    types: { credit: 'Ingreso', debit: 'Egreso' },
    fileName: (variant: string, month: string, day: string | null) =>
      `cartola-${variant}-${day ?? month}.csv`,
  },
  /** One Spanish label per category (spec 3 §3 gives 'Rescate de Comisión'). */
  categories: {
    plan_new_subscription: 'Nueva suscripción a plan',
    subscription_sale: 'Venta de suscripción',
    plan_renewal: 'Renovación de plan',
    plan_upgrade: 'Mejora de plan',
    plan_downgrade: 'Cambio a plan menor',
    balance_transfer_to_commission: 'Rescate de Comisión',
    balance_adjustment: 'Ajuste de saldo',
    product_sale: 'Venta de producto',
    pack_sale: 'Venta de pack',
    refund: 'Reembolso',
    payment_fee: 'Comisión de medio de pago',
    sale_credit: 'Abono por venta',
    other: 'Otro',
  } satisfies Record<TransactionCategory, string>,
} as const;
