import { NETWORK_ERROR_MESSAGE } from '@platform/shared';
import { COMMERCE_MESSAGES as rules } from '@platform/shared/validation';

// Spanish copy of the saved cards (spec 2 §4, §8; spec 3 "Cards"). The spec's texts come from
// COMMERCE_MESSAGES word for word; the rest is ours (mfe-commerce/README.md, "Choices").

const withStatus = (text: string, status: number) => text.replace('{status}', String(status));

export const savedCardsMessages = {
  intro: 'Con estas tarjetas pagas tu plan. Los cobros van a la tarjeta predeterminada.',
  listLabel: 'Tarjetas guardadas',
  loading: 'Cargando tus tarjetas...',
  loadError: rules.cardsLoadFailed,
  empty: 'No tienes tarjetas guardadas',
  emptyHint: 'Agrega una tarjeta para pagar tu plan de forma automática.',
  defaultBadge: 'Predeterminada',
  /** What is on screen: 'Visa •••• 4242'. */
  masked: (lastFour: string) => `•••• ${lastFour}`,
  /** What a screen reader hears instead of the dots: 'terminada en 4242'. */
  endingIn: (lastFour: string) => `terminada en ${lastFour}`,
  /** A card named for a control or a message: 'Visa terminada en 4242'. */
  cardName: (card: { cardType: string; lastFour: string }) =>
    `${card.cardType} terminada en ${card.lastFour}`,
  addedOn: (date: string) => `Agregada el ${date}`,
  makeDefault: 'Hacer predeterminada',
  /** Read after 'Hacer predeterminada': '… la tarjeta Visa terminada en 4242'. */
  makeDefaultWhich: (name: string) => ` la tarjeta ${name}`,
  makingDefault: 'Guardando...',
  remove: 'Eliminar',
  /** Read after 'Eliminar': '… tarjeta Visa terminada en 4242'. */
  removeWhich: (name: string) => ` tarjeta ${name}`,
  setDefaultError: rules.cardSetDefaultFailed,
  madeDefault: (name: string) => `${name} es ahora tu tarjeta predeterminada`,
  deleted: (name: string) => `Eliminaste la tarjeta ${name}`,
  add: {
    button: 'Agregar tarjeta',
    redirecting: 'Conectando con Webpay...',
    hint: 'Te llevaremos a Webpay para registrarla de forma segura.',
    invalidAnswer: rules.cardAddInvalidResponse,
    clientError: (status: number) => withStatus(rules.cardAddClientError, status),
    serverError: (status: number) => withStatus(rules.cardAddServerError, status),
    networkError: NETWORK_ERROR_MESSAGE,
  },
  delete: {
    title: 'Eliminar tarjeta',
    question: (card: { cardType: string; lastFour: string }) =>
      `¿Eliminar la tarjeta ${card.cardType} •••• ${card.lastFour}?`,
    defaultNote:
      'Es tu tarjeta predeterminada: la primera de las tarjetas restantes pasará a ser la predeterminada.',
    onlyCardNote: 'Es tu única tarjeta: sin una tarjeta predeterminada no podrás cambiar de plan.',
    cancel: 'Cancelar',
    confirm: 'Eliminar tarjeta',
    confirming: 'Eliminando...',
    error: rules.cardDeleteFailed,
  },
} as const;
