import { Type, type Static } from 'typebox';

import {
  FormValue,
  IsoDateTime,
  MAX_INTEGER,
  Money,
  Nullable,
  routesOf,
} from '../http/contract.ts';
import { PageOf, PageQuery } from '../http/pagination.ts';

const route = routesOf('catalogue');

// Products (spec 2 §2 list and its URL, §3 the product, §5 the product form, §9 limits).

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'stock', 'sku', 'createdAt'] as const;

export const ProductListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Name or SKU, ignoring case' })),
  category: Type.Optional(Type.String({ format: 'uuid', description: 'A category id' })),
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER })),
  stockStatus: Type.Enum(['all', 'in-stock', 'low-stock', 'out-of-stock'], {
    default: 'all',
    description: 'Low stock: stock at or under the product’s minimum',
  }),
  type: Type.Enum(['all', 'product', 'pack'], { default: 'all' }),
  requiresMembership: Type.Enum(['all', 'yes', 'no'], { default: 'all' }),
  visibility: Type.Enum(['all', 'visible', 'hidden'], { default: 'all' }),
  archived: Type.Enum(['no', 'yes', 'all'], { default: 'no' }),
  sortField: Type.Enum(PRODUCT_SORT_FIELDS, { default: 'name' }),
  sortDirection: Type.Enum(['asc', 'desc'], { default: 'asc' }),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductListItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  type: Type.Enum(['product', 'pack']),
  price: Money,
  stock: Type.Integer(),
  minStock: Type.Integer(),
  status: Type.Enum(['active', 'archived']),
  isActive: Type.Boolean({ description: 'Visible in the store' }),
  isArchived: Type.Boolean(),
  categoryId: Nullable(Type.String()),
  imageUrl: Nullable(Type.String()),
  requiresMembership: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type ProductListItem = Static<typeof ProductListItem>;

export const ProductList = PageOf(ProductListItem);
export type ProductList = Static<typeof ProductList>;

/** The product form's body; its rules are `productSchema` (`@platform/shared/validation`). */
export const ProductBody = Type.Object({
  name: Type.Optional(FormValue(Type.String())),
  description: Type.Optional(Nullable(Type.String())),
  sku: Type.Optional(Nullable(Type.String())),
  type: Type.Optional(FormValue(Type.Enum(['product', 'pack']))),
  price: Type.Optional(FormValue(Type.Number({ description: 'Pesos' }))),
  stock: Type.Optional(FormValue(Type.Number())),
  minStock: Type.Optional(FormValue(Type.Number())),
  preparationDays: Type.Optional(FormValue(Type.Number())),
  categoryId: Type.Optional(Nullable(Type.String())),
  isActive: Type.Optional(FormValue(Type.Boolean())),
  noShippingRequired: Type.Optional(FormValue(Type.Boolean())),
  requiresMembership: Type.Optional(FormValue(Type.Boolean())),
  characteristics: Type.Optional(
    FormValue(
      Type.Array(
        Type.Object({
          title: Type.Optional(FormValue(Type.String())),
          description: Type.Optional(FormValue(Type.String())),
        }),
      ),
    ),
  ),
  benefits: Type.Optional(FormValue(Type.Array(FormValue(Type.String())))),
  externalUrl: Type.Optional(Nullable(Type.String())),
  renewalPeriod: Type.Optional(Nullable(Type.String())),
  deliveryFrequency: Type.Optional(Nullable(Type.String())),
  periodicity: Type.Optional(Nullable(Type.String())),
  items: Type.Optional(
    FormValue(
      Type.Array(
        Type.Object({
          productId: FormValue(Type.String()),
          quantity: Type.Optional(FormValue(Type.Number())),
        }),
      ),
    ),
  ),
  uploadUuid: Type.Optional(Nullable(Type.String({ description: 'From the signed upload URL' }))),
});
export type ProductBody = Static<typeof ProductBody>;

export const catalogueRoutes = {
  listProducts: route('GET', '/api/products', {
    summary: 'The store’s products, filtered, sorted and paged as the products page’s URL',
    querystring: ProductListQuery,
    response: { 200: ProductList },
  }),
  createProduct: route('POST', '/api/products', {
    summary: 'Create a product or a pack (a unique SKU in the store: 409 otherwise)',
    body: ProductBody,
    response: { 201: ProductListItem },
  }),
};
