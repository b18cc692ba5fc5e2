// Spanish copy of the clients list. Texts the spec gives (spec 3 §2, §8) are word for word.
export const clientsMessages = {
  title: 'Clientes',
  subtitle: 'Las personas que compran en tu tienda: sus datos, su estado y cuánto te han comprado.',
  back: 'Volver al Inicio',

  export: {
    label: 'Exportar clientes',
    soon: 'Próximamente',
    /** Describes the button, which looks and reads as unavailable. */
    explanation: 'La exportación de clientes aún no está disponible.',
  },

  filters: {
    title: 'Filtros',
    search: 'Buscar',
    searchPlaceholder: 'Nombre, email, teléfono o RUT',
    status: 'Estado',
    statuses: { all: 'Todos', active: 'Activo', inactive: 'Inactivo', pending: 'Pendiente' },
    sortBy: 'Ordenar por',
    sortFields: {
      createdAt: 'Fecha de registro',
      name: 'Nombre',
      totalSpent: 'Total gastado',
      totalOrders: 'Total de órdenes',
    },
    sortDirection: 'Orden',
    sortDirections: { desc: 'Descendente', asc: 'Ascendente' },
    reset: 'Limpiar filtros',
  },

  list: {
    title: 'Lista de clientes',
    loading: 'Cargando clientes...',
    updating: 'Actualizando la lista...',
    loadError: 'Error al cargar los clientes. Por favor, intenta nuevamente.',
    /** 'Mostrando 1 a 10 de 57 clientes'. */
    count: (from: string, to: string, total: string) =>
      total === '1'
        ? 'Mostrando 1 a 1 de 1 cliente'
        : `Mostrando ${from} a ${to} de ${total} clientes`,
    empty: 'No se encontraron clientes',
    emptyFiltered: 'Ningún cliente coincide con la búsqueda o los filtros.',
    emptyStore: 'Cuando alguien compre o se suscriba en tu tienda, aparecerá aquí.',
  },

  columns: {
    client: 'Cliente',
    phone: 'Teléfono',
    status: 'Estado',
    totalOrders: 'Órdenes',
    totalSpent: 'Total gastado',
    createdAt: 'Cliente desde',
  },

  client: {
    noPhone: 'Sin teléfono',
    since: (date: string) => `Cliente desde ${date}`,
    orders: (count: string) => (count === '1' ? '1 orden' : `${count} órdenes`),
    spent: (amount: string) => `Total gastado: ${amount}`,
  },
} as const;
