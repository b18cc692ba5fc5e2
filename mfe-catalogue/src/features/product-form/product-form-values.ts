import type { ProductBody, ProductCharacteristic, ProductDetail } from '@platform/api/contracts';
import type { ProductType } from '@platform/shared/constants';
import { productPriceLimits, type ProductValues } from '@platform/shared/validation';
import { productFormMessages as copy, type ProductModalMode } from './messages';

/** What the form holds: numbers as the digits typed, choices as '' while none is chosen. */
export interface ProductFormValues {
  name: string;
  description: string;
  sku: string;
  type: ProductType;
  price: string;
  stock: string;
  minStock: string;
  preparationDays: string;
  categoryId: string;
  isActive: boolean;
  noShippingRequired: boolean;
  requiresMembership: boolean;
  characteristics: ProductCharacteristic[];
  benefits: string[];
  externalUrl: string;
  renewalPeriod: string;
  deliveryFrequency: string;
  periodicity: string;
}

/** A new product (spec 2 §4 "Product form"): an individual product, visible, at the minimum price. */
export function newProductValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    sku: '',
    type: 'product',
    price: String(productPriceLimits('product').min),
    stock: '0',
    minStock: '0',
    preparationDays: '0',
    categoryId: '',
    isActive: true,
    noShippingRequired: false,
    requiresMembership: false,
    characteristics: [],
    benefits: [],
    externalUrl: '',
    renewalPeriod: '',
    deliveryFrequency: '',
    periodicity: '',
  };
}

/**
 * A saved product in the form; a copy's name gets ' (Copia)' (spec 2 §4 "Copy"). A copy starts
 * without the SKU: a SKU names one product of the store, so the api would refuse it (409).
 */
export function productFormValues(
  product: ProductDetail,
  mode: ProductModalMode,
): ProductFormValues {
  return {
    name: mode === 'copy' ? `${product.name}${copy.copySuffix}` : product.name,
    description: product.description,
    sku: mode === 'copy' ? '' : product.sku,
    type: product.type,
    price: String(product.price),
    stock: String(product.stock),
    minStock: String(product.minStock),
    preparationDays: String(product.preparationDays),
    categoryId: product.categoryId ?? '',
    isActive: product.isActive,
    noShippingRequired: product.noShippingRequired,
    requiresMembership: product.requiresMembership,
    characteristics: product.characteristics.map(({ title, description }) => ({
      title,
      description,
    })),
    benefits: [...product.benefits],
    externalUrl: product.externalUrl ?? '',
    renewalPeriod: product.renewalPeriod ?? '',
    deliveryFrequency: product.deliveryFrequency ?? '',
    periodicity: product.periodicity ?? '',
  };
}

/** Keeps the digits of what was typed or pasted, at most `maxDigits` of them. */
export function digitsOnly(text: string, maxDigits: number): string {
  return text.replace(/\D/g, '').slice(0, maxDigits);
}

/** The price on blur (spec 2 §5): within the type's range, and the minimum when empty. */
export function clampPrice(text: string, type: unknown): string {
  const { min, max } = productPriceLimits(type);
  const digits = text.replace(/\D/g, '');
  if (!digits) return String(min);
  return String(Math.min(max, Math.max(min, Number(digits))));
}

/** The image part of a save: a new upload, the image removed, or (left out) the same image. */
export type ImageChange = { uploadUuid: string } | 'removed' | 'unchanged';

export interface BodyExtras {
  image: ImageChange;
  /** A pack's products, sent back as they are: the form does not edit them, the api replaces them. */
  items: ProductDetail['items'];
  /** False when the store has no external website: a path cannot be kept without one. */
  externalUrlUsable: boolean;
}

/** The request body from the validated (cast) values (spec 2 §7 "POST /products"). */
export function productBody(values: ProductValues, extras: BodyExtras): ProductBody {
  const body: ProductBody = {
    name: values.name,
    description: values.description,
    sku: values.sku,
    type: values.type as ProductType,
    price: values.price,
    stock: values.stock,
    minStock: values.minStock,
    preparationDays: values.preparationDays,
    categoryId: values.categoryId,
    isActive: values.isActive,
    noShippingRequired: values.noShippingRequired,
    requiresMembership: values.requiresMembership,
    characteristics: values.characteristics,
    benefits: values.benefits,
    externalUrl: extras.externalUrlUsable ? values.externalUrl : null,
    renewalPeriod: values.renewalPeriod,
    deliveryFrequency: values.deliveryFrequency,
    periodicity: values.periodicity,
    items:
      values.type === 'pack'
        ? extras.items.map(({ productId, quantity }) => ({ productId, quantity }))
        : [],
  };
  if (extras.image === 'removed') body.uploadUuid = null;
  else if (extras.image !== 'unchanged') body.uploadUuid = extras.image.uploadUuid;
  return body;
}
