// Spanish copy of the commerce plans (the /plans page and its dialogs). Texts the spec gives
// (spec 2 §2, §4, §8, §9) are word for word; the field rules' messages come from
// `COMMERCE_MESSAGES` (`@platform/shared/validation`), which the api shares.
import { formatCLP } from '@platform/shared';
import {
  COMMERCE_PLAN,
  type CommercePlanStatus,
  type DeliveryFrequency,
  type RenewalPeriod,
} from '@platform/shared/constants';

/** What the plan modal was opened for. */
export type PlanModalMode = 'create' | 'edit' | 'copy';

/** A call that can fail with 'Error {status}: No se pudo … el plan' (spec 2 §8). */
export type PlanAction = 'create' | 'update' | 'archive';

const verbs: Record<PlanAction, string> = {
  create: 'crear',
  update: 'actualizar',
  archive: 'archivar',
};

export const plansMessages = {
  title: 'Planes de Suscripción',
  subtitle:
    'Los planes a los que se suscriben tus clientes: precio, frecuencia de entrega, renovación y beneficios.',
  newPlan: 'Nuevo plan',

  tabs: {
    label: 'Estado de los planes',
    active: 'Activos',
    archived: 'Archivados',
  } satisfies Record<CommercePlanStatus | 'label', string>,

  list: {
    loading: 'Cargando planes...',
    loadError: 'Error al cargar los planes',
    label: { active: 'Planes activos', archived: 'Planes archivados' } satisfies Record<
      CommercePlanStatus,
      string
    >,
  },

  empty: {
    active: {
      title: 'No hay planes activos',
      description:
        'Crea tu primer plan con «Nuevo plan» para que tus clientes puedan suscribirse a él.',
    },
    archived: {
      title: 'No hay planes archivados',
      description:
        'Los planes que archives aparecerán aquí. Podrás copiarlos para crear uno nuevo.',
    },
  } satisfies Record<CommercePlanStatus, { title: string; description: string }>,

  card: {
    archived: 'Archivado',
    deliveryFrequency: 'Entrega',
    renewalPeriod: 'Renovación',
    subscribers: 'Suscriptores',
    included: 'Incluye',
    excluded: 'No incluye',
  },

  actions: {
    edit: 'Editar',
    copy: 'Copiar',
    archive: 'Archivar',
  },

  deliveryFrequencies: {
    weekly: 'Semanal',
    biweekly: 'Quincenal',
    monthly: 'Mensual',
  } satisfies Record<DeliveryFrequency, string>,
  renewalPeriods: {
    monthly: 'Mensual',
    bimonthly: 'Bimestral',
    quarterly: 'Trimestral',
    semiannual: 'Semestral',
    annual: 'Anual',
  } satisfies Record<RenewalPeriod, string>,

  form: {
    titles: {
      create: 'Nuevo Plan',
      edit: 'Editar Plan',
      copy: 'Copiar Plan',
    } satisfies Record<PlanModalMode, string>,
    close: 'Cerrar',
    cancel: 'Cancelar',
    submit: { submit: 'Guardar plan', submitting: 'Guardando...' },
    sections: {
      basics: 'Información del plan',
      priceAndDelivery: 'Precio y entregas',
      benefits: 'Beneficios',
      excludedBenefits: 'Beneficios excluidos',
    },
    name: 'Nombre del plan',
    namePlaceholder: 'Ej: Café mensual',
    nameHelp: `Hasta ${COMMERCE_PLAN.nameMaxLength} caracteres.`,
    description: 'Descripción',
    descriptionHelp: `Hasta ${COMMERCE_PLAN.descriptionMaxLength} caracteres.`,
    price: 'Precio (CLP)',
    priceHelp: `Entre ${formatCLP(COMMERCE_PLAN.priceMin)} y ${formatCLP(COMMERCE_PLAN.priceMax)}.`,
    deliveryFrequency: 'Frecuencia de entrega',
    deliveryFrequencyPlaceholder: 'Selecciona una frecuencia',
    renewalPeriod: 'Período de renovación',
    renewalPeriodPlaceholder: 'Selecciona un período',
    benefit: 'Beneficio',
    addBenefit: 'Agregar beneficio',
    noBenefits: 'Aún no hay beneficios.',
    excludedBenefit: 'Beneficio excluido',
    addExcludedBenefit: 'Agregar beneficio excluido',
    noExcludedBenefits: 'Aún no hay beneficios excluidos.',
    benefitHelp: `Hasta ${COMMERCE_PLAN.benefitMaxLength} caracteres. Presiona Enter para agregarlo.`,
    remove: 'Quitar',
    /** Read after 'Quitar' and the benefit, so the two lists' buttons differ. */
    excludedSuffix: '(excluido)',
  },

  saved: {
    create: 'Plan creado correctamente',
    edit: 'Plan actualizado correctamente',
    copy: 'Plan copiado correctamente',
  } satisfies Record<PlanModalMode, string>,
  saveErrorTitle: 'Error al guardar el plan',
  error: {
    withStatus: (status: number, action: PlanAction) =>
      `Error ${status}: No se pudo ${verbs[action]} el plan`,
    generic: 'Error al guardar el plan. Por favor, intenta nuevamente.',
  },

  archive: {
    title: 'Archivar plan',
    question: (name: string) => `¿Archivar «${name}»?`,
    explanation:
      'Esta acción es irreversible: el plan pasará a Archivados y no podrás reactivarlo ni editarlo. Podrás copiarlo para crear un plan nuevo.',
    cancel: 'Cancelar',
    confirm: 'Archivar',
    confirming: 'Archivando...',
    errorTitle: 'Error al archivar el plan',
    success: 'Plan archivado correctamente',
  },
} as const;
