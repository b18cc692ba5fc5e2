// Spanish copy of the appearance page (spec 3 §2 "Appearance"). The colour and logo messages are
// `@platform/shared/validation`'s APPEARANCE_MESSAGES.
export const appearanceMessages = {
  subtitle: 'El logo y los colores con que tus clientes reconocen tu tienda.',
  back: 'Volver al Inicio',
  formLabel: 'Aspecto de tu tienda',
  previewNotice:
    'La personalización visual está en vista previa: puedes probar tu logo y tus colores aquí, pero aún no se aplican a tu tienda.',
  logo: {
    title: 'Logo',
    label: 'Logo de la tienda',
    help: 'PNG o JPG, hasta 5 MB. Se ve mejor con fondo transparente.',
    current: 'Logo subido',
    remove: 'Quitar logo',
    uploading: 'Subiendo logo',
    uploaded: 'Logo subido',
  },
  colors: {
    title: 'Colores',
    primary: 'Color primario',
    primaryHelp: 'El fondo del encabezado y los enlaces de tu tienda.',
    secondary: 'Color secundario',
    secondaryHelp: 'Los botones y los detalles destacados.',
    pick: (label: string) => `Elegir ${label.toLowerCase()}`,
    reset: 'Restablecer colores predeterminados',
  },
  preferences: {
    title: 'Preferencias',
    showStoreName: 'Mostrar el nombre de la tienda junto al logo',
    roundedButtons: 'Botones con bordes redondeados',
  },
  preview: {
    title: 'Vista previa',
    storeName: 'Tu tienda',
    menu: ['Inicio', 'Planes', 'Contacto'],
    headline: 'Suscríbete y recibe tus productos favoritos',
    link: 'Ver todos los planes',
    button: 'Suscribirme',
    lowContrast:
      'El color primario tiene poco contraste sobre fondo blanco: los enlaces de tu tienda podrían costar leerse.',
  },
  submit: { submit: 'Guardar cambios', submitting: 'Guardando...' },
  waitForUpload: 'Espera a que termine de subir el logo',
  // The save is simulated (spec 3 §7): the toast says what happened, and what did not.
  saved: {
    title: 'Cambios aplicados a la vista previa',
    description:
      'La personalización visual aún no se publica en tu tienda: estará disponible próximamente.',
  },
} as const;
