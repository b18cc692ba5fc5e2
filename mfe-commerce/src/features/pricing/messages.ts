// Spanish copy of the pricing page (/pricing). Texts the spec gives are word for word: the minimum
// note and the pending plan's button (spec 2 §4, §9); the plan-change errors and successes are
// `COMMERCE_MESSAGES` (@platform/shared/validation), read by the merchant's lazily loaded parts.
export const pricingMessages = {
  hero: {
    eyebrow: 'Precios',
    title: 'Paga según crece tu tienda',
    subtitle:
      'Sin costo de instalación: pagas por tus suscriptores activos. Compara los planes, calcula cuánto pagarías y elige el que más te conviene.',
  },

  period: {
    legend: 'Período de facturación',
    monthly: 'Mensual',
    annual: 'Anual',
    /** Under the toggle when the annual view shows the monthly plans billed for 12 months. */
    annualNote: 'Montos de facturación anual: 12 meses de cada plan.',
  },

  plans: {
    title: 'Planes',
    loading: 'Cargando planes...',
    loadFailedTitle: 'No pudimos cargar los planes',
    loadFailed: 'No se pudieron cargar los planes de precios. Por favor, intenta nuevamente.',
    highlighted: 'Más popular',
    current: 'Tu plan actual',
    scheduled: 'Plan programado',
    perSubscriber: {
      monthly: 'por suscriptor activo al mes',
      annual: 'por suscriptor activo al año',
    },
    minimum: {
      monthly: (amount: string) => `Costo mínimo de ${amount} al mes`,
      annual: (amount: string) => `Costo mínimo de ${amount} al año`,
    },
    noMinimum: 'Sin costo mínimo: pagas solo lo que usas',
    monthlyEquivalent: (amount: string) => `Equivale a ${amount} al mes`,
    featuresLabel: (plan: string) => `Qué incluye ${plan}`,
    included: 'Incluido:',
    notIncluded: 'No incluido:',
  },

  /** The grid's free column (see `hasFreeColumn`): advice, not an invented plan. */
  advice: {
    title: '¿No sabes qué plan elegir?',
    description:
      'Cuéntanos cuántos suscriptores tienes o esperas tener y te ayudamos a estimar tu costo mensual.',
    contact: 'Contáctanos',
    help: 'Ver preguntas frecuentes',
  },

  actions: {
    /** The visitor's register link on each card (spec 2 §6). */
    register: (plan: string) => `Comenzar con ${plan}`,
    upgrade: (plan: string) => `Mejorar a ${plan}`,
    downgrade: (plan: string) => `Cambiar a ${plan}`,
    current: 'Estás en este plan',
    /** Spec 2 §4 "Pending change": the pending plan's button, and its text on hover or focus. */
    pending: (date: string) => `Se habilitará este plan el ${date}`,
    cancelPending: 'Anular el cambio de plan',
  },

  currentPlan: {
    loadFailedTitle: 'No pudimos cargar tu plan actual',
    loadFailed:
      'Los cambios de plan no están disponibles por ahora. Por favor, intenta nuevamente.',
    none: 'Tu tienda aún no tiene un plan. Contáctanos para activarlo.',
  },

  calculator: {
    title: 'Calcula cuánto pagarías',
    subtitle:
      'Mueve el control según los suscriptores activos que tienes o esperas tener: te mostramos el costo de cada plan y el más conveniente.',
    sliderLabel: 'Suscriptores activos',
    subscribers: (count: string) => `${count} suscriptores`,
    range: (min: string, max: string) => `De ${min} a ${max} suscriptores`,
    costSuffix: { monthly: 'al mes', annual: 'al año' },
    /** Spec 2 §9, word for word. */
    minimumNote: '*Se aplica el costo mínimo del plan',
    recommended: 'Recomendado',
    recommendation: (subscribers: string, plan: string, cost: string, suffix: string) =>
      `Para ${subscribers} suscriptores te conviene ${plan}: ${cost} ${suffix}.`,
    resultsLabel: 'Costo estimado por plan',
  },

  scenarios: {
    title: 'Ejemplos según el tamaño de tu tienda',
    subtitle: 'Cuatro casos con facturación mensual, calculados con los precios vigentes.',
    region: 'Escenarios de ejemplo',
    slide: 'escenario',
    carousel: 'carrusel',
    previous: 'Escenario anterior',
    next: 'Escenario siguiente',
    goTo: (index: number) => `Ir al escenario ${index}`,
    position: (index: number, total: number) => `Escenario ${index} de ${total}`,
    subscribers: (count: string) => `${count} suscriptores`,
    perMonth: 'al mes',
    best: 'Más conveniente',
    titles: {
      starting: 'Una tienda que comienza',
      crossover: 'Cuándo conviene cambiar de plan',
      minimum: (plan: string) => `${plan} alcanza su mínimo`,
      minimumFallback: 'Una tienda en crecimiento',
      growth: 'Una tienda consolidada',
    },
    starting: (plan: string, cost: string) =>
      `${plan} es el plan más conveniente: ${cost} al mes, solo por tus suscriptores activos.`,
    startingMinimum: (plan: string, cost: string) => `${plan} cobraría su costo mínimo de ${cost}.`,
    crossover: (
      subscribers: string,
      plan: string,
      cost: string,
      other: string,
      otherCost: string,
    ) =>
      `Desde ${subscribers} suscriptores, ${plan} pasa a ser el plan más económico: ${cost} al mes, frente a ${otherCost} de ${other}.`,
    minimum: (
      subscribers: string,
      plan: string,
      formula: string,
      reaches: boolean,
      minimum: string,
      price: string,
    ) =>
      `Con ${subscribers} suscriptores, el uso de ${plan} (${formula}) ${
        reaches ? 'alcanza' : 'llega prácticamente a'
      } su costo mínimo de ${minimum} al mes. Por sobre esa cifra pagas ${price} por cada suscriptor.`,
    formula: (subscribers: string, price: string, usage: string) =>
      `${subscribers} × ${price} = ${usage}`,
    growth: (plan: string, cost: string, saving: string, other: string) =>
      `${plan} cuesta ${cost} al mes: ${saving} menos que ${other}.`,
    generic: (subscribers: string, plan: string, cost: string) =>
      `Con ${subscribers} suscriptores, el plan más conveniente es ${plan}: ${cost} al mes.`,
  },

  cta: {
    title: 'Crea tu tienda de suscripciones hoy',
    description:
      'Regístrate, configura tus productos y empieza a vender de forma recurrente. Pagas según tus suscriptores activos.',
    register: 'Crear mi tienda',
    help: 'Ver preguntas frecuentes',
  },

  /** The merchant's plan-change dialogs (loaded on first use). */
  change: {
    title: (plan: string) => `Cambiar al plan ${plan}`,
    loading: 'Cargando la información del plan...',
    upgradeIntro: (from: string, to: string) =>
      `Pasarás de ${from} a ${to} de inmediato y tendrás sus beneficios desde hoy.`,
    chargeLabel: 'Cargo de hoy',
    chargeExplained: 'Diferencia entre el costo mínimo de ambos planes.',
    chargedCard: (card: string, lastFour: string) =>
      `Se cobrará a tu tarjeta ${card} terminada en ${lastFour}.`,
    noCharge: 'Este cambio no tiene cargo inmediato.',
    downgradeIntro: (to: string, date: string) =>
      `Tu plan cambiará a ${to} el ${date}, al terminar tu período actual.`,
    downgradeUntil: (from: string) =>
      `Hasta esa fecha sigues con ${from} y todos sus beneficios. No se realiza ningún cargo ahora.`,
    effectiveLabel: 'Fecha del cambio',
    billingLink: 'Completar datos de facturación',
    cardLink: 'Registrar una tarjeta',
    blockedTitle: 'Aún no puedes cambiar de plan',
    confirmUpgrade: (amount: string) => `Confirmar y pagar ${amount}`,
    confirm: 'Confirmar cambio de plan',
    confirmDowngrade: 'Programar cambio de plan',
    confirming: 'Cambiando plan...',
    cancel: 'Cancelar',
    close: 'Cerrar',
    scheduledToast: (plan: string, date: string) => `Tu plan cambiará a ${plan} el ${date}.`,
    chargedToast: (amount: string, card: string, lastFour: string) =>
      `Se cobraron ${amount} a tu tarjeta ${card} terminada en ${lastFour}.`,
  },

  pending: {
    title: 'Cambio de plan programado',
    description: (plan: string, date: string) => `Tu plan cambiará a ${plan} el ${date}.`,
  },

  cancelPending: {
    title: 'Anular el cambio de plan',
    question: (plan: string, date: string) =>
      `¿Quieres anular el cambio al plan ${plan} programado para el ${date}?`,
    explanation: (current: string) => `Seguirás en el plan ${current} y podrás elegir otro plan.`,
    back: 'Volver',
    confirm: 'Sí, anular el cambio',
    confirming: 'Anulando...',
  },
} as const;
