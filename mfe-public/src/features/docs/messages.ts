// Copy of /docs (spec 3 §2). Re-exported by src/messages.ts.
export const docsMessages = {
  title: 'Documentación',
  subtitle: 'Guías para configurar y hacer crecer tu tienda de suscripciones.',
  searchLabel: 'Buscar en la documentación',
  searchPlaceholder: 'Busca una guía, ej.: "dominio"',
  categoriesNav: 'Categorías de la documentación',
  resultsCount: (count: number) =>
    count === 1 ? '1 artículo encontrado' : `${count} artículos encontrados`,
  articlesCount: (count: number) => (count === 1 ? '1 artículo' : `${count} artículos`),
  emptyTitle: 'No se encontraron resultados',
  emptyDescription: (query: string) =>
    `No hay artículos que coincidan con "${query}". Prueba con otras palabras o escríbenos.`,
  clearSearch: 'Ver todos los artículos',
  tip: 'Consejo',
  embed: {
    navLabel: 'API de incrustación',
    title: 'API de incrustación',
    intro:
      'Ofrece tus productos, packs o planes en tu propio sitio web con un botón "Suscribirme". Al presionarlo, tu cliente llega a la página del producto en tu tienda para pagar con Webpay.',
    howTitle: 'Cómo obtener el código',
    how: [
      'En Productos, abre el menú del producto y elige "Incrustar Producto".',
      'Copia el código que aparece en el diálogo.',
      'Pégalo en el HTML de tu sitio, donde quieras que aparezca el botón.',
    ],
    snippetTitle: 'Ejemplo de código',
    snippetLabel: 'Código para incrustar un producto',
    attributesTitle: 'Atributos',
    attributeColumn: 'Atributo',
    requiredColumn: 'Obligatorio',
    descriptionColumn: 'Descripción',
    yes: 'Sí',
    no: 'No',
    notesTitle: 'Ten en cuenta',
    notes: [
      'Tu tienda debe estar publicada para que el botón funcione.',
      'Si el producto se archiva o se oculta, el botón muestra "No disponible" y no permite suscribirse.',
      'El script se carga de forma asíncrona: no retrasa la carga de tu sitio.',
      'Puedes incrustar varios productos en la misma página; basta con incluir el script una vez.',
    ],
  },
  support: {
    title: '¿Necesitas más ayuda?',
    // The cards to the other support pages, in the order they are shown.
    links: {
      help: {
        title: 'Centro de Ayuda',
        description: 'Respuestas rápidas a las preguntas más frecuentes.',
        link: 'Ver preguntas frecuentes',
      },
      contact: {
        title: 'Contacto',
        description: 'Escríbenos por correo, WhatsApp o teléfono.',
        link: 'Ir a contacto',
      },
      status: {
        title: 'Estado del Sistema',
        description: 'Revisa si algún servicio tiene problemas en este momento.',
        link: 'Ver estado del sistema',
      },
    },
  },
} as const;
