// Spanish copy of the landing page's partner showcase and demo-request form (re-exported by
// src/messages.ts). The spec's texts are kept word for word.
import { GENERIC_ERROR_MESSAGE } from '@platform/shared';

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
