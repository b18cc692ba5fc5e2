import { formatNumber } from '@platform/shared';
import { CATALOGUE_MESSAGES as rules } from '@platform/shared/validation';

// Spanish copy of the category manager. Texts the spec gives (spec 2 §2, §5, §8) are word for
// word; the reasons an arrow is unavailable are the api's own refusals (same wording).
export const categoriesMessages = {
  title: 'Gestionar categorías',
  intro: 'Ordena tus productos en categorías y subcategorías (hasta dos niveles).',
  close: 'Cerrar',
  newCategory: 'Nueva categoría',
  treeLabel: 'Categorías',
  loading: 'Cargando categorías...',
  loadError: 'Error al cargar las categorías',
  empty: 'No hay categorías',
  emptyHint: 'Crea la primera para ordenar tus productos.',
  productCount: (count: number) =>
    count === 1 ? '1 producto' : `${formatNumber(count)} productos`,
  withSubcategories: (count: number) =>
    count === 1 ? '1 con subcategorías' : `${formatNumber(count)} con subcategorías`,
  hidden: 'Oculta',
  actionsOf: (fullName: string) => `Acciones de ${fullName}`,
  actions: {
    up: 'Subir',
    down: 'Bajar',
    in: 'Bajar un nivel',
    out: 'Subir un nivel',
    show: 'Mostrar',
    hide: 'Ocultar',
    edit: 'Editar',
    delete: 'Eliminar',
  },
  unavailable: {
    first: rules.moveFirst,
    last: rules.moveLast,
    root: rules.moveRoot,
    noPrevious: rules.moveInFirst,
    depth: rules.categoryDepth,
    depthWithChildren: rules.categoryDepthWithChildren,
  },
  actionError: {
    move: 'No se pudo mover la categoría',
    visibility: 'No se pudo cambiar la visibilidad de la categoría',
  },
  form: {
    createTitle: 'Nueva categoría',
    editTitle: 'Editar categoría',
    name: 'Nombre',
    description: 'Descripción',
    descriptionHelp: 'Opcional, hasta 500 caracteres.',
    parent: 'Categoría padre',
    parentNone: 'Ninguna (categoría principal)',
    parentHelp: 'Elige una categoría principal para crear una subcategoría.',
    parentLocked: 'Tiene subcategorías, así que se mantiene como categoría principal.',
    visible: 'Categoría visible',
    visibleHelp: 'Las categorías ocultas no se muestran en tu tienda.',
    cancel: 'Cancelar',
    submit: { submit: 'Guardar categoría', submitting: 'Guardando...' },
    saveError: 'Error al guardar la categoría. Por favor, intenta nuevamente.',
    created: 'Categoría creada correctamente',
    updated: 'Categoría actualizada correctamente',
  },
  delete: {
    title: 'Eliminar categoría',
    question: (name: string) => `¿Eliminar la categoría «${name}»?`,
    children: (names: string) => `También se eliminarán sus subcategorías: ${names}.`,
    noProducts: 'No tiene productos.',
    productsLegend: (count: number) =>
      count === 1
        ? '¿Qué hacemos con su producto?'
        : `¿Qué hacemos con sus ${formatNumber(count)} productos?`,
    uncategorize: 'Dejarlos sin categoría',
    move: 'Moverlos a otra categoría',
    target: 'Categoría de destino',
    targetPlaceholder: 'Selecciona una categoría',
    actionRequired: rules.productActionRequired,
    targetRequired: rules.targetRequired,
    cancel: 'Cancelar',
    confirm: { submit: 'Eliminar categoría', submitting: 'Eliminando...' },
    error: 'No se pudo eliminar la categoría',
    deleted: 'Categoría eliminada correctamente',
  },
} as const;
