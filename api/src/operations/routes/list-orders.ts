import { VALIDATION_MESSAGES, isIsoDate } from '@platform/shared/validation';
import type { FastifyInstance } from 'fastify';
import { mixed, number, object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { badRequest } from '../../http/errors.ts';
import { paginationFields, type Page } from '../../http/pagination.ts';
import { SqlParams, likePattern } from '../../http/sql.ts';
import { validate } from '../../http/validation.ts';

export const ORDER_STATUSES = [
  'draft',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
type OrderStatus = (typeof ORDER_STATUSES)[number];

const SORT_COLUMNS = {
  createdAt: 'o.created_at',
  totalAmount: 'o.total_amount',
  clientName: 'o.client_name',
} as const;
type SortField = keyof typeof SORT_COLUMNS;

const amount = (label: string) =>
  number()
    .typeError(`${label} debe ser un número`)
    .integer(`${label} debe ser un número entero`)
    .min(0, `${label} no puede ser negativo`);
const day = (label: string) =>
  string().test(
    'day',
    `${label} debe ser una fecha válida con formato YYYY-MM-DD`,
    (value) => value === undefined || isIsoDate(value),
  );

const querySchema = object({
  ...paginationFields,
  status: mixed<OrderStatus | 'all'>()
    .oneOf([...ORDER_STATUSES, 'all'], `status debe ser uno de: ${ORDER_STATUSES.join(', ')}`)
    .default('all'),
  search: string().trim().max(100, 'search no puede exceder 100 caracteres'),
  startDate: day('startDate'),
  endDate: day('endDate'),
  minAmount: amount('minAmount'),
  maxAmount: amount('maxAmount'),
  sortBy: mixed<SortField>()
    .oneOf(
      Object.keys(SORT_COLUMNS) as SortField[],
      'sortBy debe ser createdAt, totalAmount o clientName',
    )
    .default('createdAt'),
  sortDirection: mixed<'asc' | 'desc'>()
    .oneOf(['asc', 'desc'], 'sortDirection debe ser asc o desc')
    .default('desc'),
});

export interface OrderListItem {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  createdAt: string;
  clientName: string;
  clientEmail: string;
  itemsCount: number;
  totalAmount: number;
  paymentMethod: 'webpay_credit' | 'bank_transfer' | null;
}

/**
 * GET /api/orders — the store's orders with the filters of the orders page (spec 3): status,
 * search (client name, order number or tracking number), date range (store timezone), amount
 * range, sortBy, sortDirection, page, perPage. {data, total, page, perPage}.
 */
export function registerListOrdersRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/orders', async (request): Promise<Page<OrderListItem>> => {
    const storeId = requireStore(request);
    const query = validate(querySchema, request.query);
    if (query.startDate && query.endDate && query.endDate < query.startDate) {
      throw badRequest(VALIDATION_MESSAGES.dateRange.order);
    }

    const params = new SqlParams();
    const store = params.add(storeId);
    const where = [`o.store_id = ${store}`];
    if (query.status !== 'all') where.push(`o.status = ${params.add(query.status)}`);
    if (query.search) {
      const pattern = params.add(likePattern(query.search));
      const digits = /^#?\d{1,9}$/.test(query.search)
        ? params.add(Number(query.search.replace('#', '')))
        : null;
      where.push(`(o.client_name ilike ${pattern} or o.client_email ilike ${pattern}
        ${digits ? `or o.order_number = ${digits}` : ''}
        or exists (select 1 from order_shipments sh where sh.store_id = o.store_id and sh.order_id = o.id
                   and sh.tracking_number ilike ${pattern}))`);
    }
    const timezone = `(select s.timezone from stores s where s.id = ${store})`;
    if (query.startDate) {
      where.push(
        `o.created_at >= ((${params.add(query.startDate)}::date)::timestamp at time zone ${timezone})`,
      );
    }
    if (query.endDate) {
      where.push(
        `o.created_at < (((${params.add(query.endDate)}::date) + 1)::timestamp at time zone ${timezone})`,
      );
    }
    if (query.minAmount !== undefined)
      where.push(`o.total_amount >= ${params.add(query.minAmount)}`);
    if (query.maxAmount !== undefined)
      where.push(`o.total_amount <= ${params.add(query.maxAmount)}`);

    const filter = where.join(' and ');
    const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
    const order = `${SORT_COLUMNS[query.sortBy]} ${direction}, o.order_number ${direction}`;
    const filterParams = [...params.values];
    const limit = params.add(query.perPage);
    const offset = params.add((query.page - 1) * query.perPage);

    const [items, count] = await Promise.all([
      db.query<Omit<OrderListItem, 'createdAt'> & { createdAt: Date }>(
        `select o.id::text as id, o.order_number as "orderNumber", o.status, o.created_at as "createdAt",
                o.client_name as "clientName", o.client_email as "clientEmail",
                coalesce((select sum(i.quantity) from order_items i where i.store_id = o.store_id and i.order_id = o.id), 0)
                  as "itemsCount",
                o.total_amount as "totalAmount", o.payment_method as "paymentMethod"
         from orders o where ${filter} order by ${order} limit ${limit} offset ${offset}`,
        params.values,
      ),
      db.query<{ total: number }>(
        `select count(*) as total from orders o where ${filter}`,
        filterParams,
      ),
    ]);
    return {
      data: items.rows.map((row) => ({
        ...row,
        itemsCount: Number(row.itemsCount),
        totalAmount: Number(row.totalAmount),
        createdAt: new Date(row.createdAt).toISOString(),
      })),
      total: Number(count.rows[0]?.total ?? 0),
      page: query.page,
      perPage: query.perPage,
    };
  });
}
