// Spanish copy of the embed dialog (spec 2 §2 "Incrustar Producto"). The docs page it links to,
// /docs#embed-api, explains the attributes.
export const embedMessages = {
  title: 'Incrustar Producto',
  intro: (name: string) =>
    `Pega este código en el HTML de tu sitio web, donde quieras que aparezca «${name}» con su botón para suscribirse.`,
  close: 'Cerrar',
  loading: 'Cargando el código...',
  loadError: 'Error al cargar el código para incrustar',
  unavailable:
    'Este producto está oculto o archivado: mientras siga así, tu sitio mostrará que no está disponible.',
  snippetTitle: 'Código para tu sitio',
  snippetLabel: (name: string) => `Código para incrustar ${name}`,
  copySnippet: 'Copiar código',
  iframeTitle: 'Sin JavaScript',
  iframeIntro: 'Si tu sitio no permite scripts externos, usa este iframe con la misma tarjeta.',
  iframeLabel: (name: string) => `Iframe para incrustar ${name}`,
  copyIframe: 'Copiar iframe',
  copied: 'Código copiado al portapapeles.',
  iframeCopied: 'Iframe copiado al portapapeles.',
  copyFailed: 'No se pudo copiar. Selecciona el código y cópialo con Ctrl+C (Cmd+C en Mac).',
  previewTitle: 'Vista previa',
  previewFrame: (name: string) => `Vista previa de ${name}`,
  previewNote: 'Así se verá la tarjeta en tu sitio.',
  docsLink: 'Cómo funciona la incrustación',
  newTab: '(se abre en una pestaña nueva)',
} as const;
