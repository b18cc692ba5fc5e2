// Spanish copy of mfe-commerce. Texts the spec gives are kept word for word.
export const messages = {
  plans: { title: 'Planes de Suscripción' },
  pricing: { title: 'Precios' },
  shippingRules: { title: 'Reglas de Despacho' },
  payments: { title: 'Pagos' },
} as const;
