// Spanish copy of the client detail. Texts the spec gives (spec 3 §2, §8) are word for word.
export const clientDetailMessages = {
  title: 'Detalle del Cliente',
  backToList: 'Volver a la lista',
  backHome: 'Volver al Inicio',
  loading: 'Cargando cliente...',
  loadError: 'Error al cargar los datos del cliente. Por favor, intenta nuevamente.',

  notFound: {
    title: 'Cliente no encontrado',
    description: 'El cliente que buscas no existe o no pertenece a tu tienda.',
  },

  header: {
    since: 'Cliente desde',
    email: 'Email',
    phone: 'Teléfono',
    rut: 'RUT',
    noPhone: 'Sin teléfono',
    noRut: 'Sin RUT',
    status: 'Estado',
    totalOrders: 'Total de órdenes',
    totalSpent: 'Total gastado',
    summary: 'Resumen del cliente',
  },

  tabs: {
    label: 'Información del cliente',
    orders: 'Órdenes',
    subscriptions: 'Suscripciones',
    addresses: 'Direcciones',
    communications: 'Comunicaciones',
    history: 'Historial',
  },

  orders: {
    title: 'Órdenes del cliente',
    loading: 'Cargando órdenes...',
    loadError: 'Error al cargar las órdenes del cliente',
    empty: 'No hay órdenes',
    emptyHint: 'Las órdenes de este cliente aparecerán aquí.',
    columns: {
      order: 'Orden',
      date: 'Fecha',
      status: 'Estado',
      items: 'Productos',
      shippingAddress: 'Dirección de despacho',
      total: 'Total',
    },
    number: (orderNumber: string) => `#${orderNumber}`,
    items: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
    noShipping: 'Sin despacho',
  },

  subscriptions: {
    title: 'Suscripciones del cliente',
    loading: 'Cargando suscripciones...',
    loadError: 'Error al cargar las suscripciones del cliente',
    empty: 'No hay suscripciones',
    emptyHint: 'Las membresías, packs y productos recurrentes de este cliente aparecerán aquí.',
    memberships: 'Membresías',
    packs: 'Packs',
    recurring: 'Productos Recurrentes',
    included: 'Productos incluidos',
    types: { store_client_plan: 'Membresía', pack: 'Pack', product: 'Producto' },
    since: 'Desde',
    nextBilling: 'Próximo cobro',
    noNextBilling: 'Sin cobro programado',
    price: 'Precio',
    quantity: (quantity: number) => `x${quantity} unidades`,
    requiresShipping: 'Requiere despacho',
    /** Read after 'Requiere despacho': 'Requiere despacho de Café Molido 250 g'. */
    shippingOf: (name: string) => ` de ${name}`,
    noShipping: 'No requiere despacho (servicio, producto digital o entrega manual)',
  },

  shippingDialog: {
    title: 'Dirección de despacho',
    subtitle: (name: string) => `Despacho de ${name}`,
    fullName: 'Nombre',
    phone: 'Teléfono',
    street: 'Dirección',
    apartment: 'Departamento',
    city: 'Comuna',
    state: 'Región',
    additionalInfo: 'Información adicional',
    missing: 'La dirección de despacho ya no está disponible.',
    mapTitle: (address: string) => `Mapa de ${address}`,
    openMaps: 'Abrir en Google Maps',
    newTab: '(se abre en una pestaña nueva)',
    close: 'Cerrar',
  },

  addresses: {
    title: 'Direcciones del cliente',
    loading: 'Cargando direcciones...',
    loadError: 'Error al cargar las direcciones del cliente',
    shipping: 'Direcciones de despacho',
    billing: 'Direcciones de facturación',
    noShipping: 'Sin direcciones de despacho',
    noBilling: 'Sin direcciones de facturación',
    default: 'Predeterminada',
    addedOn: 'Agregada el',
    phone: 'Teléfono',
    additionalInfo: 'Información adicional',
  },

  communications: {
    title: 'Comunicaciones del cliente',
    loading: 'Cargando comunicaciones...',
    loadError: 'Error al cargar las comunicaciones del cliente',
    empty: 'No hay comunicaciones',
    emptyHint: 'Los correos y mensajes enviados a este cliente aparecerán aquí.',
    noMatches: 'Ninguna comunicación coincide con la búsqueda.',
    search: 'Buscar',
    searchPlaceholder: 'Asunto o plantilla',
    columns: {
      subject: 'Asunto',
      medium: 'Medio',
      recipient: 'Destinatario',
      date: 'Fecha',
      template: 'Plantilla',
      status: 'Estado',
      actions: 'Acciones',
    },
    media: { email: 'Email', sms: 'SMS', push: 'Notificación push', whatsapp: 'WhatsApp' },
    noTemplate: 'Sin plantilla',
    view: 'Ver contenido',
    download: 'Descargar',
    /** Read after 'Ver contenido': 'Ver contenido de Tu pedido #1042 está en camino'. */
    viewOf: (subject: string) => ` de ${subject}`,
    /** Read after 'Descargar': 'Descargar Tu pedido #1042 está en camino'. */
    downloadOf: (subject: string) => ` ${subject}`,
  },

  contentDialog: {
    /** The dialog's title is the communication's subject; this names the frame holding it. */
    frameTitle: (subject: string) => `Contenido de ${subject}`,
    recipient: 'Destinatario',
    date: 'Fecha',
    medium: 'Medio',
    template: 'Plantilla',
    status: 'Estado',
    download: 'Descargar',
    close: 'Cerrar',
    empty: 'Sin contenido',
  },

  /** The lines of a downloaded communication (.txt). */
  file: {
    subject: 'Asunto',
    medium: 'Medio',
    recipient: 'Destinatario',
    date: 'Fecha',
    template: 'Plantilla',
    status: 'Estado',
  },

  history: {
    title: 'Historial del cliente',
    loading: 'Cargando historial...',
    loadError: 'Error al cargar el historial del cliente',
    empty: 'Sin actividad registrada',
    emptyHint:
      'Las suscripciones, cambios, órdenes e inicios de sesión de este cliente aparecerán aquí.',
    types: {
      subscription_created: 'Suscripción creada',
      subscription_cancelled: 'Suscripción cancelada',
      product_added: 'Producto agregado',
      product_removed: 'Producto quitado',
      quantity_changed: 'Cantidad modificada',
      login: 'Inicio de sesión',
      order_placed: 'Orden realizada',
    },
  },

  tour: {
    header: {
      title: 'Ficha del cliente',
      content:
        'Aquí ves sus datos de contacto, su RUT, desde cuándo es cliente, su estado y cuánto ha comprado en tu tienda.',
    },
    tabs: {
      title: 'Todo sobre el cliente',
      content:
        'Cambia de pestaña para revisar sus órdenes, suscripciones, direcciones, comunicaciones e historial.',
    },
    subscriptions: {
      title: 'Suscripciones y despacho',
      content:
        'En Suscripciones ves sus membresías, packs y productos recurrentes, con su próximo cobro y la dirección de despacho de cada uno.',
    },
    back: {
      title: 'Volver a tus clientes',
      content:
        'Usa «Volver a la lista» para regresar a tus clientes, o «Volver al Inicio» para ir al panel.',
    },
  },
} as const;
