// Spanish copy of mfe-commerce shared by its pages; each feature keeps its own in its
// `messages.ts`. Texts the spec gives are kept word for word.
export const messages = {
  shippingRules: { title: 'Reglas de Despacho' },
} as const;
