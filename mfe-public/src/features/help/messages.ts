// Copy of /help (spec 3 §2, spec 1 §9). Re-exported by src/messages.ts.
export const helpMessages = {
  title: 'Centro de Ayuda',
  subtitle: 'Respuestas a las preguntas más frecuentes sobre tu tienda de suscripciones.',
  searchLabel: 'Buscar en el centro de ayuda',
  searchPlaceholder: 'Busca, por ejemplo, "factura"',
  categoryFilterLabel: 'Filtrar preguntas por categoría',
  allCategories: 'Todas',
  resultsCount: (count: number) =>
    count === 1 ? '1 pregunta encontrada' : `${count} preguntas encontradas`,
  emptyTitle: 'No se encontraron resultados',
  emptyDescription: (query: string) =>
    query
      ? `No hay preguntas que coincidan con "${query}". Prueba con otras palabras o revisa todas las categorías.`
      : 'No hay preguntas en esta categoría.',
  clearFilters: 'Ver todas las preguntas',
  support: {
    title: '¿No encontraste lo que buscabas?',
    // The cards to the other support pages, in the order they are shown.
    links: {
      status: {
        title: 'Estado del Sistema',
        description: 'Revisa si algún servicio de la plataforma tiene problemas en este momento.',
        link: 'Ver estado del sistema',
      },
      contact: {
        title: 'Contacto',
        description: 'Escríbenos por correo, WhatsApp o llámanos: te ayudamos con tu tienda.',
        link: 'Ir a contacto',
      },
      docs: {
        title: 'Documentación',
        description: 'Guías paso a paso para configurar productos, planes, clientes y tu negocio.',
        link: 'Leer la documentación',
      },
    },
  },
} as const;
