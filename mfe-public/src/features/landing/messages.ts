// Spanish copy of the landing page's partner showcase and demo-request form (re-exported by
// src/messages.ts). The spec's texts are kept word for word.
import { GENERIC_ERROR_MESSAGE } from '@platform/shared/core';

export const landingMessages = {
  partners: {
    title: 'Tiendas que ya venden por suscripción',
    subtitle: 'Conoce a algunos de nuestros partners y cómo les ha ido.',
    categoriesLabel: 'Filtrar partners por categoría',
    previous: 'Partners anteriores',
    next: 'Partners siguientes',
    page: (current: number, total: number) => `Página ${current} de ${total}`,
    goToPage: (page: number) => `Ir a la página ${page}`,
    featured: 'Destacado',
    partner: 'Partner',
    reviewCount: (count: number) => `${count} ${count === 1 ? 'reseña' : 'reseñas'}`,
    noReviews: 'Sin reseñas aún',
    ratingLabel: (rating: string) => `Calificación ${rating} de 5`,
    startingPrice: (price: string) => `Desde ${price}`,
    clientSince: (date: string) => `Cliente desde ${date}`,
    subscribers: (count: string) => `${count} suscriptores`,
    verified: 'Compra verificada',
    visit: 'Visitar tienda',
    empty: 'Aún no hay partners en esta categoría.',
    loadFailed: 'No se pudieron cargar los partners.',
    retry: 'Reintentar',
  },
  demo: {
    title: 'Solicita una demo',
    subtitle:
      'Cuéntanos de tu negocio y te mostraremos cómo vender por suscripción con la plataforma.',
    fullName: 'Nombre completo',
    fullNamePlaceholder: 'Ej: Camila Fuentes',
    sector: 'Sector',
    sectorPlaceholder: 'Selecciona un sector',
    email: 'Correo electrónico',
    emailPlaceholder: 'tu@empresa.cl',
    phone: 'Teléfono',
    phonePlaceholder: '+56 9 1234 5678',
    submit: 'Solicitar demo',
    submitting: 'Enviando...',
    failed: 'Error al enviar el formulario. Por favor, intenta nuevamente.',
    thanksTitle: '¡Gracias por tu interés!',
    thanksText:
      'Recibimos tu solicitud. Te contactaremos dentro de las próximas 24 horas hábiles para coordinar tu demo.',
    another: 'Enviar otra solicitud',
  },
  unexpected: GENERIC_ERROR_MESSAGE,
} as const;

/** The landing's hero, features and monetisation models (spec 1 §2.3). */
export const landingIntroMessages = {
  hero: {
    badge: 'Comercio por suscripción para Chile',
    title: 'Crea tu tienda de suscripciones y cobra de forma recurrente',
    subtitle:
      'Vende productos, packs y membresías con cobro automático con tarjeta, despachos a todo Chile y métricas de tu negocio en un solo lugar.',
    primaryCta: 'Crear Mi Tienda',
    secondaryCta: 'Ver precios',
  },
  features: {
    title: 'Todo lo que necesitas para vender por suscripción',
    subtitle: 'Desde el catálogo hasta el despacho, sin planillas ni cobros manuales.',
    items: [
      {
        title: 'Suscripciones y planes',
        description:
          'Planes de membresía, productos recurrentes y packs con la frecuencia que elijas.',
      },
      {
        title: 'Cobro automático',
        description: 'Tus clientes pagan con tarjeta y los cobros se repiten en cada período.',
      },
      {
        title: 'Despachos a todo Chile',
        description: 'Reglas de despacho por comuna y seguimiento de cada orden.',
      },
      {
        title: 'Métricas en tiempo real',
        description: 'Ingresos, suscripciones y clientes con tendencias y reportes descargables.',
      },
    ],
  },
  models: {
    title: 'Dos formas de monetizar',
    subtitle: 'Combina el modelo que mejor calza con tu negocio.',
    items: [
      {
        title: 'Suscripción + productos',
        description: 'Una membresía mensual que da acceso a beneficios, más productos a la carta.',
        points: [
          'Cobro recurrente de la membresía',
          'Productos con precio preferente para miembros',
          'Ideal para clubes y comunidades',
        ],
      },
      {
        title: 'Packs recurrentes',
        description: 'Cajas o packs armados que tus clientes reciben en cada período.',
        points: [
          'Entrega semanal, quincenal o mensual',
          'Stock y despachos coordinados',
          'Ideal para café, alimentos y cuidado personal',
        ],
      },
    ],
  },
} as const;
