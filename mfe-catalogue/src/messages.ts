// Spanish copy of mfe-catalogue. Texts the spec gives are kept word for word.
export const messages = {
  products: { title: 'Productos' },
} as const;
