import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  PRODUCT,
  PRODUCT_PERIODICITIES,
  PRODUCT_TYPES,
  RENEWAL_PERIODS,
  type ProductType,
} from '../constants/catalogue';
import { VALIDATION_MESSAGES } from './messages';

const m = VALIDATION_MESSAGES.product;

const isOneOf =
  (values: readonly string[]) =>
  (value: string | null | undefined): boolean =>
    value === null || value === undefined || values.includes(value);

/** An empty text or null stands for "not given" (the default applies). */
const blankAsUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A path on the merchant's external website (spec 2 §5 "externalUrl"): a full URL is reduced to
 * its path, search and hash, and a missing leading slash is added. Blank stays blank.
 * 'https://mitienda.cl/cafe?x=1#top' → '/cafe?x=1#top'; 'cafe' → '/cafe'.
 */
export function normalizeExternalPath(value: string): string {
  const text = value.trim();
  if (!text) return '';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // Not a URL after all: treated as a path below.
    }
  }
  return text.startsWith('/') ? text : `/${text}`;
}

/** A whole number from 0 to `max`; empty becomes 0 (spec 2 §5). */
const count = (max: number, message: string) =>
  number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? 0 : value,
    )
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(max, message)
    .default(0);

const flag = (field: string, fallback: boolean) =>
  boolean().typeError(m.flag(field)).nonNullable(m.flag(field)).default(fallback);

const optionalChoice = (values: readonly string[], message: string) =>
  string().nullable().transform(blankAsNull).default(null).test('one-of', message, isOneOf(values));

/** The configured price range of a type (a pack's, or an individual product's). */
export function productPriceLimits(type: unknown): { min: number; max: number } {
  return PRODUCT.priceLimits[type === 'pack' ? 'pack' : 'product'];
}

/**
 * The product form (spec 2 §3 "Product", §5 "Product form", §9 "Product limits"): the future
 * product modal validates with it and `POST /api/products` validates the same body. What needs
 * the store's data (the category, the pack's products, the image, the SKU being unused, the
 * external website) is checked by the api.
 */
export const productSchema = object({
  name: string().trim().required(m.nameRequired).max(PRODUCT.nameMaxLength, m.nameMax),
  description: string()
    .transform(blankAsUndefined)
    .trim()
    .max(PRODUCT.descriptionMaxLength, m.descriptionMax)
    .default(''),
  sku: string().transform(blankAsUndefined).trim().max(PRODUCT.skuMaxLength, m.skuMax).default(''),
  type: string()
    .transform(blankAsUndefined)
    .default('product')
    .test('product-type', m.type, isOneOf(PRODUCT_TYPES)),
  price: number()
    .transform(blankAsUndefined)
    .typeError(m.priceInteger)
    .required(m.priceRequired)
    .integer(m.priceInteger)
    .test('price-range', function priceRange(value) {
      const { min, max } = productPriceLimits((this.parent as { type?: unknown }).type);
      if (value < min) return this.createError({ message: m.priceMin(min) });
      if (value > max) return this.createError({ message: m.priceMax(max) });
      return true;
    }),
  stock: count(PRODUCT.stockMax, m.stock),
  minStock: count(PRODUCT.stockMax, m.minStock),
  preparationDays: count(PRODUCT.preparationDaysMax, m.preparationDays),
  categoryId: string().nullable().transform(blankAsNull).default(null).uuid(m.category),
  isActive: flag('isActive', true),
  noShippingRequired: flag('noShippingRequired', false),
  requiresMembership: flag('requiresMembership', false),
  characteristics: array(
    object({
      title: string()
        .trim()
        .required(m.characteristicTitleRequired)
        .max(PRODUCT.characteristicTitleMaxLength, m.characteristicTitleMax),
      description: string()
        .trim()
        .required(m.characteristicDescriptionRequired)
        .max(PRODUCT.characteristicDescriptionMaxLength, m.characteristicDescriptionMax),
    }),
  )
    .transform(blankAsUndefined)
    .typeError(m.list('characteristics'))
    .default([]),
  benefits: array(
    string().trim().required(m.benefitBlank).max(PRODUCT.benefitMaxLength, m.benefitMax),
  )
    .transform(blankAsUndefined)
    .typeError(m.list('benefits'))
    .default([]),
  externalUrl: string()
    .nullable()
    .transform((value: unknown) =>
      typeof value === 'string' ? normalizeExternalPath(value) || null : value,
    )
    .default(null)
    .max(PRODUCT.externalUrlMaxLength, m.externalUrlMax),
  // A pack's own renewal; an individual product renews with the client's plan (spec 2 §1).
  renewalPeriod: string()
    .nullable()
    .transform(blankAsNull)
    .default(null)
    .when('type', {
      is: 'pack',
      then: (schema) =>
        schema
          .required(m.renewalPeriodRequired)
          .test('renewal-period', m.renewalPeriod, isOneOf(RENEWAL_PERIODS)),
      otherwise: (schema) => schema.transform(() => null),
    }),
  deliveryFrequency: optionalChoice(PRODUCT_PERIODICITIES, m.deliveryFrequency),
  periodicity: optionalChoice(PRODUCT_PERIODICITIES, m.periodicity),
  /** The products a pack contains (none for an individual product). */
  items: array(
    object({
      productId: string().trim().required(m.itemProductRequired).uuid(m.itemProduct),
      quantity: number()
        .transform(blankAsUndefined)
        .typeError(m.itemQuantity)
        .integer(m.itemQuantity)
        .min(1, m.itemQuantity)
        .max(PRODUCT.packItemQuantityMax, m.itemQuantity)
        .default(1),
    }),
  )
    .transform(blankAsUndefined)
    .typeError(m.list('items'))
    .default([])
    .test('items-only-for-packs', m.itemsOnlyForPacks, function onlyPacks(items) {
      return (this.parent as { type?: unknown }).type === 'pack' || !items?.length;
    })
    .test('items-unique', m.itemRepeated, (items) => {
      const ids = (items ?? []).map((item) => item.productId);
      return new Set(ids).size === ids.length;
    }),
  /** The uploaded image (POST /aws/s3/signed-upload-url), or null for none. */
  uploadUuid: string().nullable().transform(blankAsNull).default(null).uuid(m.image),
});

export type ProductValues = InferType<typeof productSchema>;

/** The validated body, with the type and choices narrowed to their values. */
export type ProductPayload = Omit<ProductValues, 'type'> & { type: ProductType };
