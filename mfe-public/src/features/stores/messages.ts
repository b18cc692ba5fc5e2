// Copy of /tiendas (spec 3 §2, spec 1 §2.3). Re-exported by src/messages.ts.
export const storesMessages = {
  title: 'Tiendas',
  subtitle:
    'Descubre tiendas chilenas de suscripción y recibe lo que te gusta en la puerta de tu casa.',
  featuredTitle: 'Tiendas destacadas',
  allTitle: 'Todas las tiendas',
  searchLabel: 'Buscar tiendas',
  searchPlaceholder: 'Busca por nombre o etiqueta',
  categoryFilterLabel: 'Filtrar tiendas por categoría',
  allCategories: 'Todas',
  featuredOnly: 'Solo destacadas',
  clearFilters: 'Limpiar filtros',
  loading: 'Cargando tiendas...',
  resultsCount: (count: number) => (count === 1 ? '1 tienda' : `${count} tiendas`),
  emptyTitle: 'No se encontraron tiendas',
  emptyDescription:
    'No hay tiendas que coincidan con tu búsqueda y filtros. Prueba con otras palabras o limpia los filtros.',
  error: 'Error al cargar las tiendas. Por favor, intenta nuevamente.',
  errorTitle: 'No pudimos cargar las tiendas',
  card: {
    featured: 'Destacada',
    partner: 'Partner',
    from: (price: string) => `Desde ${price}`,
    frequency: (frequency: string) => `Entrega ${frequency.toLowerCase()}`,
    visit: 'Visitar tienda',
    visitHint: (name: string) => `${name} (se abre en una pestaña nueva)`,
    reviews: (count: number) => (count === 1 ? 'Ver 1 reseña' : `Ver ${count} reseñas`),
    reviewsLabel: (name: string, count: number) =>
      `Ver ${count === 1 ? '1 reseña' : `${count} reseñas`} de ${name}`,
    noReviews: 'Sin reseñas aún',
    tags: 'Etiquetas',
  },
  rating: {
    label: (rating: string) => `${rating} de 5 estrellas`,
  },
  reviewsDialog: {
    title: (name: string) => `Reseñas de ${name}`,
    basedOn: (count: number) => (count === 1 ? 'Basado en 1 reseña' : `Basado en ${count} reseñas`),
    verified: 'Compra verificada',
    empty: 'Esta tienda aún no tiene reseñas.',
    close: 'Cerrar',
    loading: 'Cargando reseñas...',
  },
} as const;
