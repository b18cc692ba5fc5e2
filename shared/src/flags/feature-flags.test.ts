import { featureFlags, isFeatureEnabled, type FeatureFlag } from './feature-flags';

describe('feature flags', () => {
  it('turns off what spec 1 §2.2 turns off', () => {
    const off: FeatureFlag[] = [
      'visualCustomization',
      'contentCustomization',
      'payments',
      'csvImportExport',
      'installments',
    ];
    for (const flag of off) expect(isFeatureEnabled(flag)).toBe(false);
  });

  it('leaves everything else on', () => {
    const on = (Object.keys(featureFlags) as FeatureFlag[]).filter((flag) =>
      isFeatureEnabled(flag),
    );
    expect(on).toEqual(
      expect.arrayContaining([
        'dashboard',
        'products',
        'clients',
        'orders',
        'shippingRules',
        'emailTemplates',
        'domainCustomization',
        'support',
      ]),
    );
    expect(Object.keys(featureFlags).length - on.length).toBe(5);
  });
});
