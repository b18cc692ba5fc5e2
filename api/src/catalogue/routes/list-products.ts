import type { FastifyInstance } from 'fastify';
import { mixed, number, object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { paginationFields, type Page } from '../../http/pagination.ts';
import { SqlParams, likePattern } from '../../http/sql.ts';
import { validate } from '../../http/validation.ts';

const SORT_COLUMNS = {
  name: 'p.name',
  price: 'p.price',
  stock: 'p.stock',
  sku: 'p.sku',
  createdAt: 'p.created_at',
} as const;
type SortField = keyof typeof SORT_COLUMNS;

const price = (label: string) =>
  number()
    .typeError(`${label} debe ser un número`)
    .integer(`${label} debe ser un número entero`)
    .min(0, `${label} no puede ser negativo`);

const querySchema = object({
  ...paginationFields,
  search: string().trim().max(100, 'search no puede exceder 100 caracteres'),
  category: string().trim().uuid('category debe ser un id de categoría válido'),
  priceMin: price('priceMin'),
  priceMax: price('priceMax'),
  stockStatus: mixed<'all' | 'in-stock' | 'low-stock' | 'out-of-stock'>()
    .oneOf(
      ['all', 'in-stock', 'low-stock', 'out-of-stock'],
      'stockStatus debe ser all, in-stock, low-stock u out-of-stock',
    )
    .default('all'),
  type: mixed<'all' | 'product' | 'pack'>()
    .oneOf(['all', 'product', 'pack'], 'type debe ser all, product o pack')
    .default('all'),
  requiresMembership: mixed<'all' | 'yes' | 'no'>()
    .oneOf(['all', 'yes', 'no'], 'requiresMembership debe ser all, yes o no')
    .default('all'),
  visibility: mixed<'all' | 'visible' | 'hidden'>()
    .oneOf(['all', 'visible', 'hidden'], 'visibility debe ser all, visible o hidden')
    .default('all'),
  archived: mixed<'no' | 'yes' | 'all'>()
    .oneOf(['no', 'yes', 'all'], 'archived debe ser no, yes o all')
    .default('no'),
  sortField: mixed<SortField>()
    .oneOf(
      Object.keys(SORT_COLUMNS) as SortField[],
      'sortField debe ser name, price, stock, sku o createdAt',
    )
    .default('name'),
  sortDirection: mixed<'asc' | 'desc'>()
    .oneOf(['asc', 'desc'], 'sortDirection debe ser asc o desc')
    .default('asc'),
});

export interface ProductListItem {
  id: string;
  name: string;
  sku: string;
  type: 'product' | 'pack';
  price: number;
  stock: number;
  minStock: number;
  status: 'active' | 'archived';
  isActive: boolean;
  isArchived: boolean;
  categoryId: string | null;
  imageUrl: string | null;
  requiresMembership: boolean;
  createdAt: string;
}

/** The columns of a `ProductListItem` over `products p` (the create call answers with them too). */
export const PRODUCT_LIST_COLUMNS = `p.id::text as id, p.name, p.sku, p.type, p.price, p.stock,
  p.min_stock as "minStock", p.status, p.visible as "isActive", (p.status = 'archived') as "isArchived",
  p.category_id::text as "categoryId", coalesce(p.image_url, p.images->>'square_thumb') as "imageUrl",
  p.requires_membership as "requiresMembership", p.created_at as "createdAt"`;

export type ProductListRow = Omit<ProductListItem, 'createdAt'> & { createdAt: Date };

export function toProductListItem(row: ProductListRow): ProductListItem {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * GET /api/products — the store's products, filtered, sorted and paged as the products page's URL
 * (spec 2): {data, total, page, perPage}. Low stock means stock <= minStock (the dashboard rule).
 */
export function registerListProductsRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/products', async (request): Promise<Page<ProductListItem>> => {
    const storeId = requireStore(request);
    const query = validate(querySchema, request.query);
    const params = new SqlParams();
    const where = [`p.store_id = ${params.add(storeId)}`];
    if (query.search) {
      const pattern = params.add(likePattern(query.search));
      where.push(`(p.name ilike ${pattern} or p.sku ilike ${pattern})`);
    }
    if (query.category) where.push(`p.category_id = ${params.add(query.category)}`);
    if (query.priceMin !== undefined) where.push(`p.price >= ${params.add(query.priceMin)}`);
    if (query.priceMax !== undefined) where.push(`p.price <= ${params.add(query.priceMax)}`);
    if (query.stockStatus === 'in-stock') where.push('p.stock > p.min_stock');
    if (query.stockStatus === 'low-stock') where.push('p.stock <= p.min_stock');
    if (query.stockStatus === 'out-of-stock') where.push('p.stock = 0');
    if (query.type !== 'all') where.push(`p.type = ${params.add(query.type)}`);
    if (query.requiresMembership !== 'all')
      where.push(`p.requires_membership = ${query.requiresMembership === 'yes'}`);
    if (query.visibility !== 'all') where.push(`p.visible = ${query.visibility === 'visible'}`);
    if (query.archived !== 'all')
      where.push(`p.status ${query.archived === 'yes' ? '=' : '<>'} 'archived'`);

    const filter = where.join(' and ');
    const direction = query.sortDirection === 'desc' ? 'desc' : 'asc';
    const order = `${SORT_COLUMNS[query.sortField]} ${direction}, p.name asc, p.id asc`;
    const filterParams = [...params.values];
    const limit = params.add(query.perPage);
    const offset = params.add((query.page - 1) * query.perPage);

    const [items, count] = await Promise.all([
      db.query<ProductListRow>(
        `select ${PRODUCT_LIST_COLUMNS}
         from products p where ${filter} order by ${order} limit ${limit} offset ${offset}`,
        params.values,
      ),
      db.query<{ total: number }>(
        `select count(*) as total from products p where ${filter}`,
        filterParams,
      ),
    ]);
    return {
      data: items.rows.map(toProductListItem),
      total: Number(count.rows[0]?.total ?? 0),
      page: query.page,
      perPage: query.perPage,
    };
  });
}
