// Spanish copy of the product-types tutorial (spec 2 §1, §2). The spec's own sentences are kept
// word for word: the individual product follows the plan, one plan per customer, several packs.
export const tutorialMessages = {
  title: 'Tipos de productos',
  intro: 'Antes de crear tu catálogo, conoce la diferencia entre un producto individual y un pack.',
  types: [
    {
      id: 'product',
      name: 'Producto individual',
      points: [
        'Un artículo, como una bolsa de café de 250 g.',
        'Requiere un plan activo, y su recurrencia sigue la del plan: llega con cada entrega del plan de tu cliente.',
      ],
    },
    {
      id: 'pack',
      name: 'Pack',
      points: [
        'Agrupa varios productos con sus cantidades y tiene un precio propio.',
        'Tiene su propia recurrencia: eliges cada cuánto se renueva y cada cuánto se entrega.',
      ],
    },
    {
      id: 'membership',
      name: 'Plan (membresía)',
      points: [
        'Es la suscripción de tu cliente a tu tienda; los planes se crean en "Planes de Suscripción".',
        'Un cliente tiene un solo plan, pero puede tener varios packs.',
        'Marca "Requiere membresía" en los productos exclusivos para clientes con un plan activo.',
      ],
    },
  ],
  acknowledge: 'Entiendo la diferencia, no volver a mostrar más',
  close: 'Cerrar',
  tickFirst: 'Marca "Entiendo la diferencia, no volver a mostrar más" para cerrar.',
} as const;
