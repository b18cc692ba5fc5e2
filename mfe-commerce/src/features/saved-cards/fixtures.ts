import type { AddCardStart, SavedCard, SavedCardList } from '@platform/api/contracts';

// Test data: the merchant's cards as `GET /payment-methods/credit-cards` answers them.

export const CARD_IDS = {
  visa: '5d0c7a10-3f1e-4a53-9a0e-2c1f00000001',
  mastercard: '5d0c7a10-3f1e-4a53-9a0e-2c1f00000002',
  redcompra: '5d0c7a10-3f1e-4a53-9a0e-2c1f00000003',
} as const;

export const visa: SavedCard = {
  id: CARD_IDS.visa,
  cardType: 'Visa',
  lastFour: '4242',
  isDefault: true,
  createdAt: '2025-03-14T13:05:00.000Z',
};

export const mastercard: SavedCard = {
  id: CARD_IDS.mastercard,
  cardType: 'Mastercard',
  lastFour: '5100',
  isDefault: false,
  createdAt: '2025-06-02T19:40:00.000Z',
};

export const redcompra: SavedCard = {
  id: CARD_IDS.redcompra,
  cardType: 'Redcompra',
  lastFour: '0007',
  isDefault: false,
  createdAt: '2025-09-21T15:10:00.000Z',
};

/** The list as the api answers it: the default first. */
export function cardList(...cards: SavedCard[]): SavedCardList {
  return { cards: [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) };
}

/** The list after `id` became the default (what the set-default call answers). */
export function withDefault(list: SavedCardList, id: string): SavedCardList {
  return cardList(...list.cards.map((card) => ({ ...card, isDefault: card.id === id })));
}

/** What the add-card call answers: the provider's page and the enrolment token. */
export const addCardStart: AddCardStart = {
  url_webpay: 'http://localhost:4000/sandbox/oneclick/inscription',
  token: '01ab7c9e2f5d4a8b9c0d1e2f3a4b5c6d',
};
