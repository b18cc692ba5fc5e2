// Spanish copy of the store setup page, loaded with it (not with the first page).
export const storeSetupMessages = {
  title: 'Crea tu tienda',
  intro: 'Ponle nombre a tu tienda para empezar a vender por suscripción.',
  nameLabel: 'Nombre de la tienda',
  namePlaceholder: 'Ej.: Café Cordillera',
  subdomainLabel: 'La dirección de tu tienda será',
  subdomainPlaceholder: 'tu-tienda',
  storeUrl: (subdomain: string) => `https://${subdomain}.suscribe.cl`,
  submit: 'Crear tienda',
  creating: 'Creando tienda...',
  createFailed: 'Error al crear la tienda',
  unexpected: 'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
  successTitle: '¡Tu tienda está lista!',
  successText: (name: string) =>
    `Creamos ${name}. Completa la guía de configuración para publicarla.`,
  goToDashboard: 'Ir al Panel de Control',
} as const;
