import { sampleRules, shippingRule } from './fixtures';
import { overlappingCommunes, samePriceRule, unionOfCities } from './rule-checks';

const rules = sampleRules();
const [santiago, oriente] = rules;

describe('samePriceRule', () => {
  it('finds another rule with the price, never the one being edited', () => {
    expect(samePriceRule(rules, 2990, null)).toBe(santiago);
    expect(samePriceRule(rules, 2990, santiago!.uuid)).toBeNull();
    expect(samePriceRule(rules, 1990, null)).toBeNull();
  });

  it('prefers an active rule when several share the price', () => {
    const twin = shippingRule({ uuid: 'twin', price: 3990, cities: ['Macul'] });
    expect(samePriceRule([...rules, twin], 3990, null)).toBe(twin);
    expect(samePriceRule(rules, 3990, null)).toBe(oriente);
  });
});

describe('overlappingCommunes', () => {
  it('lists the communes other active rules cover, with their prices', () => {
    const extra = shippingRule({ uuid: 'extra', price: 1990, cities: ['Ñuñoa'] });
    expect(overlappingCommunes(['Ñuñoa', 'Las Condes', 'Macul'], [...rules, extra], null)).toEqual([
      { commune: 'Ñuñoa', prices: [1990, 2990] },
    ]);
    expect(overlappingCommunes(['Ñuñoa'], rules, santiago!.uuid)).toEqual([]);
  });
});

describe('unionOfCities', () => {
  it('keeps the first list’s order and adds what it lacks', () => {
    expect(unionOfCities(['Santiago', 'Ñuñoa'], ['Ñuñoa', 'Macul'])).toEqual([
      'Santiago',
      'Ñuñoa',
      'Macul',
    ]);
  });
});
