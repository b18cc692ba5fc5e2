// Spanish copy of the products list. Texts the spec gives (spec 2 §2, §4, §8) are word for word.
export const productsMessages = {
  back: 'Volver al Inicio',
  subtitle: 'Tus productos y packs: precios, stock, visibilidad en la tienda y categorías.',

  actions: {
    label: 'Acciones de productos',
    newProduct: 'Nuevo producto',
    manageCategories: 'Gestionar categorías',
    importCsv: 'Importar CSV',
    exportCsv: 'Exportar CSV',
    /** Read after the CSV buttons' text while the feature is off. */
    unavailable: '(no disponible todavía)',
  },

  comingSoon: {
    title: 'Disponible próximamente',
    importCsv:
      'La importación de productos desde un archivo CSV aún no está habilitada. Estamos trabajando para que esté disponible muy pronto.',
    exportCsv:
      'La exportación de tus productos a un archivo CSV (productos.csv) aún no está habilitada. Estamos trabajando para que esté disponible muy pronto.',
    close: 'Entendido',
  },

  filters: {
    title: 'Filtros',
    search: 'Buscar',
    searchPlaceholder: 'Nombre o SKU',
    category: 'Categoría',
    allCategories: 'Todas las categorías',
    categoriesLoading: 'Cargando categorías...',
    categoriesError: 'Error al cargar las categorías',
    priceMin: 'Precio mínimo',
    priceMax: 'Precio máximo',
    priceRange: 'El precio mínimo no puede ser mayor que el máximo',
    stockStatus: 'Stock',
    stockStatuses: {
      all: 'Todos',
      'in-stock': 'Con stock',
      'low-stock': 'Stock bajo',
      'out-of-stock': 'Sin stock',
    },
    type: 'Tipo',
    types: { all: 'Todos', product: 'Productos', pack: 'Packs' },
    requiresMembership: 'Membresía',
    memberships: { all: 'Todos', yes: 'Requiere membresía', no: 'No requiere membresía' },
    visibility: 'Visibilidad',
    visibilities: { all: 'Todos', visible: 'Visibles', hidden: 'Ocultos' },
    archived: 'Archivados',
    archivedOptions: { no: 'No archivados', yes: 'Solo archivados', all: 'Todos' },
    sortField: 'Ordenar por',
    sortFields: { name: 'Nombre', price: 'Precio', stock: 'Stock', sku: 'SKU' },
    sortDirection: 'Orden',
    sortDirections: { asc: 'Ascendente', desc: 'Descendente' },
    reset: 'Limpiar filtros',
  },

  list: {
    title: 'Lista de productos',
    loading: 'Cargando productos...',
    loadError: 'Error al cargar los productos',
    updating: 'Actualizando la lista...',
    count: (total: string) => (total === '1' ? '1 producto' : `${total} productos`),
  },

  columns: {
    product: 'Producto',
    sku: 'SKU',
    type: 'Tipo',
    price: 'Precio',
    stock: 'Stock',
    status: 'Estado',
    actions: 'Acciones',
  },

  product: {
    types: { product: 'Producto', pack: 'Pack' },
    noSku: 'Sin SKU',
    uncategorized: 'Sin categoría',
    visible: 'Visible',
    hidden: 'Oculto',
    archived: 'Archivado',
    outOfStock: 'Sin stock',
    lowStock: 'Stock bajo',
    membership: 'Requiere membresía',
    stockUnits: (stock: string) => `Stock: ${stock}`,
    price: (price: string) => `Precio: ${price}`,
    sku: (sku: string) => `SKU: ${sku}`,
  },

  empty: {
    title: 'No se encontraron productos',
    noProducts: 'Aún no tienes productos. Crea el primero con «Nuevo producto».',
    onlyArchived:
      'Todos tus productos están archivados. La lista muestra los no archivados; elige «Solo archivados» en el filtro Archivados para verlos.',
    showArchived: 'Ver archivados',
    filtered: 'Ningún producto coincide con los filtros. Ajusta o limpia los filtros para ver más.',
  },

  rowActions: {
    edit: 'Editar',
    copy: 'Copiar',
    archive: 'Archivar',
    hide: 'Ocultar',
    show: 'Mostrar',
    adjustStock: 'Ajustar stock',
    embed: 'Incrustar',
  },

  archive: {
    title: 'Archivar producto',
    question: (name: string) => `¿Archivar «${name}»?`,
    explanation:
      'El producto dejará de mostrarse en tu tienda y solo podrás copiarlo. Podrás restaurarlo más adelante.',
    cancel: 'Cancelar',
    confirm: 'Archivar',
    confirming: 'Archivando...',
    success: 'Producto archivado correctamente',
    error: 'Error al archivar el producto',
  },

  visibility: {
    hidden: 'Producto ocultado correctamente',
    shown: 'Producto mostrado correctamente',
    hideError: 'Error al ocultar el producto',
    showError: 'Error al mostrar el producto',
  },

  stock: {
    title: 'Ajustar stock',
    current: 'Stock actual',
    type: 'Tipo de ajuste',
    types: { set: 'Fijar en', add: 'Sumar', subtract: 'Restar' },
    value: 'Cantidad',
    valueHelp: 'Un número entero desde 0.',
    result: 'Stock resultante',
    floor: 'El stock no puede quedar bajo 0.',
    cancel: 'Cancelar',
    submit: 'Guardar ajuste',
    submitting: 'Guardando...',
    success: 'Stock actualizado',
    errorTitle: 'Error al ajustar el stock',
    errorStatus: (status: number) => `Error ${status}: No se pudo ajustar el stock`,
  },
} as const;
