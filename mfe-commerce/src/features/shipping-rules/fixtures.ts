import type { ShippingRule } from '@platform/api/contracts';

// Test data: a store's shipping rules as `GET /shippings/rules` answers them (cheapest first).

export const RULE_IDS = {
  santiago: '5d3c2b1a-0000-4000-8000-000000000001',
  oriente: '5d3c2b1a-0000-4000-8000-000000000002',
  regiones: '5d3c2b1a-0000-4000-8000-000000000003',
} as const;

export function shippingRule(
  fields: Partial<ShippingRule> & Pick<ShippingRule, 'uuid' | 'price' | 'cities'>,
): ShippingRule {
  return {
    id: fields.uuid,
    type: 'fixed_price',
    isActive: true,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    ...fields,
  };
}

/** $2.990 for central Santiago, $3.990 for the east (inactive), $6.990 for ten regional cities. */
export function sampleRules(): ShippingRule[] {
  return [
    shippingRule({
      uuid: RULE_IDS.santiago,
      price: 2990,
      cities: ['Santiago', 'Providencia', 'Ñuñoa'],
    }),
    shippingRule({
      uuid: RULE_IDS.oriente,
      price: 3990,
      cities: ['Las Condes', 'Vitacura', 'Lo Barnechea'],
      isActive: false,
    }),
    shippingRule({
      uuid: RULE_IDS.regiones,
      price: 6990,
      cities: [
        'Valparaíso',
        'Viña del Mar',
        'Concepción',
        'Temuco',
        'La Serena',
        'Rancagua',
        'Talca',
        'Antofagasta',
        'Puerto Montt',
        'Iquique',
      ],
    }),
  ];
}
