// Spanish copy of the shell. Texts the spec gives are kept word for word.
export const messages = {
  brand: 'Suscribe',
  remote: {
    unavailableTitle: 'No pudimos cargar esta sección',
    unavailableMessage:
      'Esta parte de la plataforma no está disponible en este momento. El resto sigue funcionando.',
  },
  staleRelease: {
    updating: 'Actualizando a la nueva versión...',
    title: 'Algo salió mal al mostrar esta página',
    message:
      'Recarga la página para seguir. Si el problema continúa, vuelve a intentarlo en unos minutos.',
  },
  loader: {
    label: 'Cargando la plataforma...',
    slowNotice: 'La carga está tomando más tiempo del esperado...',
    reload: 'Recargar página',
  },
  startupError: {
    title: 'No pudimos iniciar la plataforma',
    message: 'Revisa tu conexión e intenta nuevamente.',
  },
  nav: {
    features: 'Características',
    pricing: 'Precios',
    help: 'Ayuda',
    signIn: 'Iniciar Sesión',
    createStore: 'Crear Mi Tienda',
    myBusiness: 'Mi Negocio',
    management: 'Gestión',
    shipping: 'Despachos',
    customization: 'Personalización',
    support: 'Soporte',
    myAccount: 'Mi Cuenta',
    myStore: 'Mi Tienda',
    signOut: 'Cerrar Sesión',
    openMenu: 'Abrir menú',
    userMenu: (name: string) => `${name}, menú de usuario`,
  },
  footer: {
    rights: 'Todos los derechos reservados.',
    privacy: 'Política de Privacidad',
    terms: 'Términos y Condiciones',
    cookies: 'Política de Cookies',
    help: 'Centro de Ayuda',
    status: 'Estado del Sistema',
    contact: 'Contacto',
  },
  unauthorized: {
    title: 'Acceso no autorizado',
    message: 'No tienes permisos para ver esta página.',
    home: 'Volver al inicio',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'La dirección que buscas no existe o fue movida.',
    home: 'Volver al inicio',
  },
} as const;
