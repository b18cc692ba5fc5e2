import { Type, type Static } from 'typebox';

import {
  FormValue,
  IsoDateTime,
  MAX_INTEGER,
  Money,
  Nullable,
  Uuid,
  routesOf,
} from '../http/contract.ts';
import { PageOf, PageQuery } from '../http/pagination.ts';
import {
  PRODUCT_PERIODICITIES,
  RENEWAL_PERIODS,
  STOCK_ADJUSTMENT_TYPES,
  type StockAdjustmentType,
} from '@platform/shared/constants';

const route = routesOf('catalogue');

// Products (spec 2 §2 list and its URL, §3 the product, §5 the product form, §9 limits).

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'stock', 'sku', 'createdAt'] as const;

export const ProductListQuery = Type.Object({
  ...PageQuery,
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Name or SKU, ignoring case' })),
  category: Type.Optional(Uuid({ description: 'A category id' })),
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

/** `PUT /api/products/:id`: the product form's body, plus the id it edits (spec 2 §7). */
export const ProductUpdateBody = Type.Object({
  ...ProductBody.properties,
  id: Type.Optional(Nullable(Type.String({ description: 'When given, the same id as the path' }))),
  uploadUuid: Type.Optional(
    Nullable(
      Type.String({
        description:
          'A new image from the signed upload URL; null removes the image; left out keeps it',
      }),
    ),
  ),
});
export type ProductUpdateBody = Static<typeof ProductUpdateBody>;

export const ProductParams = Type.Object({ id: Uuid({ description: 'The product id' }) });
export type ProductParams = Static<typeof ProductParams>;

export const ProductCharacteristic = Type.Object({
  title: Type.String(),
  description: Type.String(),
});
export type ProductCharacteristic = Static<typeof ProductCharacteristic>;

/** One product a pack contains. */
export const PackItem = Type.Object({
  productId: Type.String(),
  name: Type.String(),
  sku: Type.String(),
  price: Money,
  quantity: Type.Integer({ minimum: 1 }),
});
export type PackItem = Static<typeof PackItem>;

/** Everything the product form shows (spec 2 §3 "Product"). */
export const ProductDetail = Type.Object({
  ...ProductListItem.properties,
  description: Type.String(),
  preparationDays: Type.Integer(),
  characteristics: Type.Array(ProductCharacteristic),
  benefits: Type.Array(Type.String()),
  noShippingRequired: Type.Boolean(),
  externalUrl: Nullable(
    Type.String({ description: 'A path on the store’s external website, e.g. /cafe?x=1' }),
  ),
  renewalPeriod: Nullable(Type.Enum(RENEWAL_PERIODS)),
  deliveryFrequency: Nullable(Type.Enum(PRODUCT_PERIODICITIES)),
  periodicity: Nullable(Type.Enum(PRODUCT_PERIODICITIES)),
  items: Type.Array(PackItem, { description: 'A pack’s products (empty for a product)' }),
  updatedAt: IsoDateTime,
});
export type ProductDetail = Static<typeof ProductDetail>;

/** `isArchived: true` archives (the product is also hidden); false restores it, still hidden. */
export const ProductArchiveBody = Type.Object({ isArchived: Type.Boolean() });
export type ProductArchiveBody = Static<typeof ProductArchiveBody>;

export const ProductVisibilityBody = Type.Object({
  isActive: Type.Boolean({ description: 'Visible in the store' }),
});
export type ProductVisibilityBody = Static<typeof ProductVisibilityBody>;

// The types live with the rules in `@platform/shared`; the front ends read them from the contract.
export { STOCK_ADJUSTMENT_TYPES, type StockAdjustmentType };

/**
 * Spec 2 §4 "Stock adjustment": `set` replaces the stock, `add` adds to it, `subtract` takes from
 * it and stops at 0. `value` is a whole number from 0 to 999.999.999 (a text of digits too).
 */
export const StockAdjustmentBody = Type.Object({
  type: Type.Optional(FormValue(Type.Enum(STOCK_ADJUSTMENT_TYPES))),
  value: Type.Optional(FormValue(Type.Number())),
});
export type StockAdjustmentBody = Static<typeof StockAdjustmentBody>;

export const StockAdjustment = Type.Object({
  id: Type.String(),
  previousStock: Type.Integer({ description: 'The stock just before this adjustment' }),
  stock: Type.Integer({ description: 'The stock now (never below 0)' }),
  minStock: Type.Integer(),
});
export type StockAdjustment = Static<typeof StockAdjustment>;

/**
 * The "Incrustar Producto" snippet of a product. The front end can show `snippet` as it is, or
 * build it itself from the other fields:
 *
 *   <div class="suscribe-producto" data-tienda="{storeSubdomain}" data-producto="{productId}"
 *        data-texto="Suscribirme" data-color="#4F46E5"></div>
 *   <script src="{scriptUrl}" async></script>
 *
 * data-tienda and data-producto are required; data-texto (the button, at most 40 characters) and
 * data-color (#RRGGBB; default the store's primary color) are optional. The script replaces each
 * such div with an iframe of `frameUrl` (`?texto=…&color=…` added), which shows the product's
 * image, name, price and description and a button to the store, and sizes itself to its content.
 * `iframeSnippet` is the same card without the script.
 */
/** The snippet format, as the OpenAPI document publishes it (see `ProductEmbed`). */
const EMBED_SNIPPET_FORMAT = [
  'Paste on any page:',
  '',
  '    <div class="suscribe-producto" data-tienda="{storeSubdomain}" data-producto="{productId}"',
  '         data-texto="Suscribirme" data-color="#4F46E5"></div>',
  '    <script src="{api}/api/public/embed/product.js" async></script>',
  '',
  'data-tienda (the store subdomain) and data-producto (the product id) are required;',
  'data-texto (the button text, at most 40 characters) and data-color (#RRGGBB, default the',
  'store’s primary color) are optional. The script replaces each div with a sandboxed iframe of',
  '{api}/api/public/embed/stores/{storeSubdomain}/products/{productId}?texto=…&color=…, the',
  'product’s card (image, name, price, description, button), sized to its content. Or paste',
  '`iframeSnippet` (the same card, fixed height, no script). A hidden or archived product shows',
  '"Este producto no está disponible." until it is visible again.',
].join('\n');

export const ProductEmbed = Type.Object({
  productId: Type.String(),
  storeSubdomain: Type.String(),
  available: Type.Boolean({
    description:
      'False while the product is hidden or archived: the card then says it is not available',
  }),
  scriptUrl: Type.String({ description: '{api}/api/public/embed/product.js' }),
  frameUrl: Type.String({
    description: '{api}/api/public/embed/stores/{storeSubdomain}/products/{productId}',
  }),
  snippet: Type.String({ description: 'The div and the script, ready to paste' }),
  iframeSnippet: Type.String({ description: 'An iframe of frameUrl, ready to paste' }),
});
export type ProductEmbed = Static<typeof ProductEmbed>;

export const EmbedProductParams = Type.Object({
  subdomain: Type.String({ maxLength: 100, description: 'The store’s subdomain (data-tienda)' }),
  productId: Type.String({ maxLength: 100, description: 'The product id (data-producto)' }),
});
export type EmbedProductParams = Static<typeof EmbedProductParams>;

export const EmbedProductQuery = Type.Object({
  texto: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'The button text (cut at 40); default Suscribirme',
    }),
  ),
  color: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'The button color, #RRGGBB (anything else: the store’s primary color)',
    }),
  ),
});
export type EmbedProductQuery = Static<typeof EmbedProductQuery>;

// Categories (spec 2 §3 "Category", §4 "Categories", §5 "Category", §7 "Categories"). Two levels:
// a root (parentId null) and its children.

const CategoryFields = {
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  parentId: Nullable(Type.String({ description: 'Null for a root' })),
  isEnabled: Type.Boolean({ description: '"Categoría visible"' }),
  order: Type.Integer({ description: 'Position among its siblings, from 0' }),
  productCount: Type.Integer({
    description: 'Products in this category itself, archived ones aside (the list’s ?category=)',
  }),
  totalProductCount: Type.Integer({
    description: 'The same, its subcategories’ products included',
  }),
  fullName: Type.String({ description: 'The parent’s name and its own, joined with " > "' }),
};

/** A category without its subcategories (a child, or the answer of a call that changes one). */
export const CategoryNode = Type.Object(CategoryFields);
export type CategoryNode = Static<typeof CategoryNode>;

/** A root category with its subcategories. */
export const Category = Type.Object({ ...CategoryFields, children: Type.Array(CategoryNode) });
export type Category = Static<typeof Category>;

/** The store's category tree, roots and children in their order. */
export const CategoryTree = Type.Object({ categories: Type.Array(Category) });
export type CategoryTree = Static<typeof CategoryTree>;

/**
 * The category form (create and update). Rules: name required, at most 100 characters;
 * description at most 500; parentId a root category of the store (two levels), never the
 * category itself or one of its subcategories, and a category with subcategories stays a root.
 * On update, a field left out keeps its value.
 */
export const CategoryBody = Type.Object({
  name: Type.Optional(FormValue(Type.String())),
  description: Type.Optional(Nullable(Type.String())),
  parentId: Type.Optional(Nullable(Type.String())),
  isEnabled: Type.Optional(FormValue(Type.Boolean())),
  uuid: Type.Optional(
    Nullable(
      Type.String({
        description:
          'Create: the new category’s id, chosen by the client (optional). Update: the path’s id',
      }),
    ),
  ),
});
export type CategoryBody = Static<typeof CategoryBody>;

export const CategoryParams = Type.Object({ id: Uuid({ description: 'The category id' }) });
export type CategoryParams = Static<typeof CategoryParams>;

export const CATEGORY_MOVE_DIRECTIONS = ['up', 'down', 'in', 'out'] as const;
export type CategoryMoveDirection = (typeof CATEGORY_MOVE_DIRECTIONS)[number];

export const CategoryMoveParams = Type.Object({
  direction: Type.Enum(CATEGORY_MOVE_DIRECTIONS, {
    description:
      'up/down: swap with the previous/next sibling; in: into the previous sibling; out: up to the parent’s level, after it',
  }),
  id: Uuid({ description: 'The category id' }),
});
export type CategoryMoveParams = Static<typeof CategoryMoveParams>;

export const CategoryVisibilityParams = Type.Object({
  action: Type.Enum(['show', 'hide']),
  id: Uuid({ description: 'The category id' }),
});
export type CategoryVisibilityParams = Static<typeof CategoryVisibilityParams>;

/**
 * The body of the move and visibility calls: a JSON object, `{}` or the category again as a check
 * on the path (`{categoryId}`). A call without a JSON body is refused (400), as every write.
 */
export const CategoryActionBody = Type.Object({
  categoryId: Type.Optional(Uuid({ description: 'When given, the same id as the path' })),
});
export type CategoryActionBody = Static<typeof CategoryActionBody>;

export const CATEGORY_PRODUCT_ACTIONS = ['uncategorize', 'move'] as const;
export type CategoryProductAction = (typeof CATEGORY_PRODUCT_ACTIONS)[number];

/**
 * The DELETE call's JSON body (`{}` at least). Deleting a category deletes its subcategories too. Their products (archived ones included) are
 * left uncategorized or moved to `targetCategoryId`. `productAction` is required while they hold
 * products that are not archived. `childCategories` must list the subcategories the merchant saw
 * (all of them, none when it has none): 409 otherwise, so nothing unseen is deleted.
 */
export const CategoryDeleteBody = Type.Object({
  categoryId: Type.Optional(Uuid({ description: 'When given, the same id as the path' })),
  productAction: Type.Optional(Type.Enum(CATEGORY_PRODUCT_ACTIONS)),
  targetCategoryId: Type.Optional(
    Nullable(Uuid({ description: 'Required with move: not the category or a subcategory of it' })),
  ),
  childCategories: Type.Optional(Type.Array(Uuid(), { maxItems: 1000 })),
});
export type CategoryDeleteBody = Static<typeof CategoryDeleteBody>;

export const CategoryDeleted = Type.Object({
  deletedIds: Type.Array(Type.String(), { description: 'The category and its subcategories' }),
  movedProducts: Type.Integer(),
  uncategorizedProducts: Type.Integer(),
});
export type CategoryDeleted = Static<typeof CategoryDeleted>;

export const CategoryFullName = Type.Object({
  id: Type.String(),
  name: Type.String(),
  fullName: Type.String({ description: '"Café > Café en grano"' }),
  parentId: Nullable(Type.String()),
  isEnabled: Type.Boolean(),
});
export type CategoryFullName = Static<typeof CategoryFullName>;

/** Flat, in the tree's order (each root followed by its children): the product form's options. */
export const CategoryFullNames = Type.Object({ categories: Type.Array(CategoryFullName) });
export type CategoryFullNames = Static<typeof CategoryFullNames>;

export const CategoryFullNamesBody = Type.Object({
  categoryIds: Type.Optional(
    Type.Array(Uuid(), {
      maxItems: 1000,
      description: 'Only these (ids not in the store are left out); all when left out',
    }),
  ),
});
export type CategoryFullNamesBody = Static<typeof CategoryFullNamesBody>;

/** An HTML page or a script, not JSON. */
const Text = (description: string) => Type.String({ description });

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
  getProduct: route('GET', '/api/products/:id', {
    summary: 'One product of the store, with everything the product form shows (404 otherwise)',
    params: ProductParams,
    response: { 200: ProductDetail },
  }),
  updateProduct: route('PUT', '/api/products/:id', {
    summary:
      'Save the product form over a product (the create rules; 409 for a SKU in use or an archived product)',
    params: ProductParams,
    body: ProductUpdateBody,
    response: { 200: ProductDetail },
  }),
  archiveProduct: route('PUT', '/api/products/:id/archive', {
    summary: 'Archive a product (it is hidden too), or restore it with isArchived false',
    params: ProductParams,
    body: ProductArchiveBody,
    response: { 200: ProductListItem },
  }),
  setProductVisibility: route('PUT', '/api/products/:id/visibility', {
    summary: 'Show or hide a product in the store (409 when it is archived)',
    params: ProductParams,
    body: ProductVisibilityBody,
    response: { 200: ProductListItem },
  }),
  adjustProductStock: route('PUT', '/api/products/:id/adjust-stock', {
    summary:
      'Set, add to or subtract from the stock in one step (never below 0; 409 when archived)',
    params: ProductParams,
    body: StockAdjustmentBody,
    response: { 200: StockAdjustment },
  }),
  getProductEmbed: route('GET', '/api/products/:id/embed', {
    summary:
      'The "Incrustar Producto" snippet: <div class="suscribe-producto" data-tienda data-producto [data-texto] [data-color]> and <script src="{api}/api/public/embed/product.js" async>',
    description: EMBED_SNIPPET_FORMAT,
    params: ProductParams,
    response: { 200: ProductEmbed },
  }),
  embedScript: route('GET', '/api/public/embed/product.js', {
    summary:
      'Public: the embed script, which turns each div.suscribe-producto into the product’s card',
    response: { 200: Text('JavaScript') },
  }),
  embedProductPage: route('GET', '/api/public/embed/stores/:subdomain/products/:productId', {
    summary:
      'Public: the card of a visible, non-archived product as an HTML page that any site may frame (404 page otherwise)',
    params: EmbedProductParams,
    querystring: EmbedProductQuery,
    response: {
      200: Text('HTML: the product’s card'),
      404: Text('HTML: "Este producto no está disponible." (unknown, hidden or archived)'),
    },
  }),
  listCategories: route('GET', '/api/categories', {
    summary: 'The store’s category tree with product counts and full names',
    response: { 200: CategoryTree },
  }),
  createCategory: route('POST', '/api/categories', {
    summary: 'Create a category, last among its siblings (409 when its uuid is in use)',
    body: CategoryBody,
    response: { 201: CategoryNode },
  }),
  updateCategory: route('PUT', '/api/categories/:id', {
    summary: 'Update a category; a new parent puts it last under that parent',
    params: CategoryParams,
    body: CategoryBody,
    response: { 200: CategoryNode },
  }),
  deleteCategory: route('DELETE', '/api/categories/:id', {
    summary:
      'Delete a category and its subcategories, leaving their products uncategorized or moving them',
    params: CategoryParams,
    body: CategoryDeleteBody,
    response: { 200: CategoryDeleted },
  }),
  moveCategory: route('PUT', '/api/categories/move/:direction/:id', {
    summary:
      'Move a category up, down, into its previous sibling or out to its parent’s level (409 when it cannot)',
    params: CategoryMoveParams,
    body: CategoryActionBody,
    response: { 200: CategoryTree },
  }),
  setCategoryVisibility: route('PUT', '/api/categories/visibility/:action/:id', {
    summary: 'Show or hide a category (isEnabled)',
    params: CategoryVisibilityParams,
    body: CategoryActionBody,
    response: { 200: CategoryNode },
  }),
  listCategoryFullNames: route('GET', '/api/categories/full-names', {
    summary: 'Every category’s display name ("Café > Café en grano"), in the tree’s order',
    response: { 200: CategoryFullNames },
  }),
  findCategoryFullNames: route('POST', '/api/categories/full-names', {
    summary: 'The display names of the given categories (the store’s only)',
    body: CategoryFullNamesBody,
    response: { 200: CategoryFullNames },
  }),
};
