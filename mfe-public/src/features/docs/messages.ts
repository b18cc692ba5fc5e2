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
      'Muestra tus productos y packs en tu propio sitio web: una tarjeta con la imagen, el nombre, el precio y la descripción, y un botón "Suscribirme" que abre el producto en tu tienda, en una pestaña nueva.',
    howTitle: 'Cómo obtener el código',
    how: [
      'En Productos, presiona "Incrustar" en el producto: se abre el diálogo "Incrustar Producto". Los productos archivados no tienen esta acción.',
      'Presiona "Copiar código" para copiar el código del diálogo, que ya trae tu tienda y el producto.',
      'Pégalo en el HTML de tu sitio, donde quieras que aparezca la tarjeta.',
    ],
    snippetTitle: 'Ejemplo de código',
    snippetLabel: 'Código para incrustar un producto',
    snippetIntro: (scriptUrl: string) =>
      `El script lo entrega la API de la plataforma, en ${scriptUrl}, y es el mismo para todas las tiendas y productos. El diálogo no incluye data-color: agrégalo si quieres otro color.`,
    attributesTitle: 'Atributos',
    attributeColumn: 'Atributo',
    requiredColumn: 'Obligatorio',
    descriptionColumn: 'Descripción',
    yes: 'Sí',
    no: 'No',
    iframeTitle: 'Sin JavaScript: iframe',
    iframeIntro:
      'Si tu sitio no permite scripts externos, usa el iframe que también entrega el diálogo "Incrustar Producto" (botón "Copiar iframe"). Muestra la misma tarjeta, con una altura fija de 480 px. Para cambiar el texto o el color del botón, agrega ?texto=…&color=… a su dirección (el color con # escrito %23, como %234F46E5).',
    iframeLabel: 'Iframe para incrustar un producto',
    notesTitle: 'Ten en cuenta',
    notes: [
      'Se pueden incrustar productos y packs; los planes no.',
      'Si el producto se oculta o se archiva, la tarjeta muestra "Este producto no está disponible." hasta que vuelva a estar visible. El cambio puede tardar hasta un minuto en verse en tu sitio.',
      'La tarjeta se muestra en un iframe aislado: tu página y la tarjeta no pueden acceder una a la otra. Con el script, el iframe ajusta su altura a la tarjeta.',
      'El script se carga de forma asíncrona: no retrasa la carga de tu sitio.',
      'Puedes incrustar varios productos en la misma página: repite el div por cada producto; basta con incluir el script una vez.',
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
