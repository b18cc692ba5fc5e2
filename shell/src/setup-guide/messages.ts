// Spanish copy of the setup guide, loaded with it (not with the first page).
export const setupGuideMessages = {
  title: 'Configura tu tienda',
  done: 'completada',
  unavailable: 'Disponible próximamente',
  minimize: 'Minimizar guía',
  expand: 'Mostrar guía',
  close: 'Cerrar',
  publish: 'Publicar tienda',
  publishHint: 'Completa las tareas para publicar tu tienda.',
  publishFailed: 'No se pudo publicar la tienda. Por favor, intenta nuevamente.',
  publishedTitle: '¡Tienda publicada!',
  publishedHeading: 'Tu tienda ya está publicada',
  publishedText:
    'Tus clientes ya pueden suscribirse. Sigue gestionando tu negocio desde el Panel de Control.',
} as const;
