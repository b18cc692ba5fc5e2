/**
 * Catalogue limits of spec 2 §5 and §9 (products, categories, stock adjustments). Pure data: the
 * forms and the api read the same numbers.
 */

export const PRODUCT_TYPES = ['product', 'pack'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Periodicity and delivery frequency: Semanal, Quincenal, Mensual. */
export const PRODUCT_PERIODICITIES = ['weekly', 'biweekly', 'monthly'] as const;
export type ProductPeriodicity = (typeof PRODUCT_PERIODICITIES)[number];

/** A pack's renewal period. */
export const RENEWAL_PERIODS = [
  'monthly',
  'bimonthly',
  'quarterly',
  'semiannual',
  'annual',
] as const;
export type RenewalPeriod = (typeof RENEWAL_PERIODS)[number];

export const PRODUCT = {
  nameMaxLength: 100,
  descriptionMaxLength: 300,
  skuMaxLength: 20,
  /** Digits the form lets a price, a stock figure and the preparation days have. */
  priceMaxDigits: 7,
  stockMaxDigits: 9,
  preparationDaysMaxDigits: 2,
  stockMax: 999_999_999,
  preparationDaysMax: 99,
  characteristicTitleMaxLength: 30,
  characteristicDescriptionMaxLength: 100,
  benefitMaxLength: 50,
  externalUrlMaxLength: 500,
  packItemQuantityMax: 999,
  /** The configured price range per type (what the api enforces). */
  priceLimits: {
    product: { min: 1, max: 5_000_000 },
    pack: { min: 1, max: 5_000_000 },
  },
  /** The range the form falls back to when the configuration is not at hand (spec 2 §9). */
  formFallbackPriceLimits: {
    product: { min: 100, max: 5_000_000 },
    pack: { min: 2_000, max: 7_000_000 },
  },
} as const;

/** Spec 2 §5 "Category" and §9: two levels, name 100 and description 500 characters. */
export const CATEGORY = {
  nameMaxLength: 100,
  descriptionMaxLength: 500,
} as const;

/** Spec 2 §4 "Stock adjustment": set replaces, add adds, subtract takes away down to 0. */
export const STOCK_ADJUSTMENT_TYPES = ['set', 'add', 'subtract'] as const;
export type StockAdjustmentType = (typeof STOCK_ADJUSTMENT_TYPES)[number];
