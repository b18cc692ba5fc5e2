// Copy of /partners (spec 3 §2). Re-exported by src/messages.ts.
export const partnersMessages = {
  title: 'Partners',
  subtitle: 'Marcas chilenas que crecen vendiendo por suscripción con Suscribe.',
  stats: [
    { value: '10K+', label: 'suscriptores activos en tiendas de la plataforma' },
    { value: '24/7', label: 'soporte: recibimos tus consultas todos los días, a toda hora' },
  ],
  partnersCount: (count: number) => (count === 1 ? 'marca partner' : 'marcas partner'),
  companiesTitle: 'Empresas que confían en nosotros',
  clientSince: (year: string) => `Cliente desde ${year}`,
  visit: 'Visitar sitio',
  visitHint: (name: string) => `de ${name} (se abre en una pestaña nueva)`,
  noRating: 'Sin reseñas aún',
  storiesTitle: 'Casos de éxito',
  subscribers: (count: string) => `${count} suscriptores`,
  coverage: (coverage: string) => `Cobertura: ${coverage}`,
  loading: 'Cargando partners...',
  error: 'Error al cargar los partners. Por favor, intenta nuevamente.',
  errorTitle: 'No pudimos cargar los partners',
  empty: 'Pronto presentaremos a nuestros partners.',
  cta: {
    title: '¿Quieres ser nuestro próximo caso de éxito?',
    description:
      'Crea tu tienda de suscripciones en minutos y empieza a recibir pagos recurrentes.',
    register: 'Crear Mi Tienda',
    pricing: 'Ver precios',
  },
  catalogueLink: 'Ver todas las tiendas',
} as const;
