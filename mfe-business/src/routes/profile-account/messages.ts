import { COMMERCE_MESSAGES } from '@platform/shared/validation';

// Spanish copy of the account screen (spec 3 "My Account"). The section names and the card-link
// results are the spec's, word for word (spec 3 §2, §8); the rest is ours.
export const accountMessages = {
  subtitle: 'Tus datos personales, tu contraseña, tu plan y tus tarjetas.',
  plan: { title: 'Mi Plan', loading: 'Cargando tu plan...' },
  cards: { title: 'Mis Tarjetas', loading: 'Cargando tus tarjetas...' },
  cardLink: {
    linked: COMMERCE_MESSAGES.cardLinked,
    failed: COMMERCE_MESSAGES.cardLinkFailed,
    close: 'Cerrar aviso',
  },
} as const;
