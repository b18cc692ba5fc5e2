import { formatCLP, formatNumber } from '@platform/shared';
import { SHIPPING_RULE } from '@platform/shared/constants';
import { COMMERCE_MESSAGES as rules } from '@platform/shared/validation';

const range = `${formatCLP(SHIPPING_RULE.priceMin)} a ${formatCLP(SHIPPING_RULE.priceMax)}`;
const communes = (count: number) => (count === 1 ? '1 comuna' : `${formatNumber(count)} comunas`);

// Spanish copy of the shipping rules page. Texts the spec gives (spec 2 §5, §8) are word for
// word: the validation messages come from the api's own schema (`COMMERCE_MESSAGES`).
export const shippingRulesMessages = {
  subtitle: 'Define cuánto cobras por despachar a cada comuna de Chile.',
  newRule: 'Nueva regla',
  listTitle: 'Tus reglas',
  listLabel: 'Reglas de despacho',
  loading: 'Cargando reglas de despacho...',
  loadError: 'Error al cargar las reglas de despacho',
  empty: {
    title: 'Aún no tienes reglas de despacho',
    description:
      'Crea tu primera regla para indicar cuánto cuesta el despacho en las comunas a las que llegas.',
    action: 'Crear la primera regla',
  },
  ruleCount: (count: number) => (count === 1 ? '1 regla' : `${formatNumber(count)} reglas`),
  rule: {
    /** The context a row's buttons add after their visible word, for screen readers. */
    name: (price: number) => `regla de ${formatCLP(price)}`,
    fixedPrice: 'Precio fijo',
    active: 'Activa',
    inactive: 'Inactiva',
    communes,
    communesLabel: (price: number) => `Comunas de la regla de ${formatCLP(price)}`,
    more: (count: number) => `+${formatNumber(count)}`,
    moreContext: (count: number) => (count === 1 ? ' comuna más' : ' comunas más'),
    less: 'Ver menos',
    edit: 'Editar',
    delete: 'Eliminar',
  },
  info: {
    title: '¿Cómo funcionan las reglas?',
    points: [
      'Cada regla cobra un precio fijo de despacho en las comunas que elijas.',
      'Si una comuna está en varias reglas activas, tu cliente paga la más barata.',
      'Puedes repetir comunas entre reglas: te avisaremos, pero no es un error.',
      'Las reglas inactivas no se aplican hasta que las vuelvas a activar.',
      'Si dos reglas tienen el mismo precio, te ofreceremos fusionarlas en una sola.',
      `El precio de una regla va de ${range}.`,
    ],
  },
  form: {
    createTitle: 'Nueva regla de despacho',
    editTitle: 'Editar regla de despacho',
    intro: 'Elige un precio y las comunas en las que se cobra.',
    type: 'Tipo de regla',
    typeFixed: 'Precio fijo',
    typeHelp: 'Por ahora, todas las reglas cobran un precio fijo.',
    price: 'Precio del despacho',
    priceHelp: rules.shippingPriceHelp,
    communes: 'Comunas',
    active: 'Regla activa',
    activeHelp: 'Una regla inactiva se guarda, pero no se cobra a tus clientes.',
    cancel: 'Cancelar',
    close: 'Cerrar',
    submit: {
      create: { submit: 'Crear regla', submitting: 'Guardando...' },
      edit: { submit: 'Guardar cambios', submitting: 'Guardando...' },
    },
    incomplete: 'Selecciona al menos una comuna para guardar la regla.',
    saveError: 'No se pudo guardar la regla de despacho',
    created: 'Regla de despacho creada correctamente',
    updated: 'Regla de despacho actualizada correctamente',
  },
  picker: {
    search: 'Buscar comuna',
    searchPlaceholder: 'Ej.: Ñuñoa',
    searchHelp: 'Busca por nombre o abre una región para elegir sus comunas.',
    noMatches: (query: string) => `Ninguna comuna coincide con «${query}».`,
    regionsLabel: 'Regiones y comunas',
    selectedTitle: (count: number) =>
      count === 1 ? '1 comuna seleccionada' : `${formatNumber(count)} comunas seleccionadas`,
    noneSelected: 'Aún no eliges comunas.',
    selectedLabel: 'Comunas seleccionadas',
    remove: (commune: string) => `${commune}, quitar`,
    clearAll: 'Quitar todas',
    regionCount: (chosen: number, total: number) => `${chosen} de ${total}`,
    regionAll: 'Todas',
    regionAllContext: (region: string) => ` las comunas de ${region}`,
    regionMatches: (count: number) => (count === 1 ? '1 coincidencia' : `${count} coincidencias`),
  },
  overlap: {
    title: 'Algunas comunas ya tienen otra regla activa',
    description: 'Puedes guardar igual: en esas comunas tu cliente pagará el despacho más barato.',
    item: (commune: string, prices: readonly number[]) =>
      `${commune}: ${prices.map((price) => formatCLP(price)).join(', ')}`,
    more: (count: number) =>
      count === 1 ? 'y 1 comuna más' : `y ${formatNumber(count)} comunas más`,
  },
  duplicate: {
    title: 'Ya tienes una regla con este precio',
    description: (price: number, count: number, active: boolean) =>
      `La regla de ${formatCLP(price)} ya cubre ${communes(count)}${active ? '' : ' y está inactiva'}. ¿Qué quieres hacer?`,
    editOriginal: 'Editar la regla existente',
    editOriginalHelp: 'Descarta estos cambios y abre la otra regla.',
    merge: 'Fusionar las reglas',
    mergeHelp: 'Suma estas comunas a la regla existente.',
    mergeEditingHelp: 'Suma estas comunas a la regla existente y desactiva esta.',
    ignore: 'Guardar de todos modos',
    ignoreHelp: 'Mantiene dos reglas con el mismo precio.',
    cancel: 'Volver al formulario',
    merged: 'Reglas fusionadas correctamente',
    mergeError: 'No se pudieron fusionar las reglas',
  },
  delete: {
    title: 'Eliminar regla de despacho',
    question: (price: number, count: number) =>
      `¿Eliminar la regla de ${formatCLP(price)} para ${communes(count)}? Esta acción no se puede deshacer.`,
    active:
      'Si alguna de esas comunas no está en otra regla activa, tus clientes de ahí dejarán de tener despacho.',
    cancel: 'Cancelar',
    confirm: { submit: 'Eliminar regla', submitting: 'Eliminando...' },
    error: 'No se pudo eliminar la regla de despacho',
    deleted: 'Regla de despacho eliminada correctamente',
  },
} as const;
