import type { Queryable } from '../db/index.ts';
import { selectPage } from '../http/pagination.ts';
import { SqlParams, likePattern } from '../http/sql.ts';
import type { OrderList, OrderListItem, OrderListQuery } from './contract.ts';

const SORT_COLUMNS: Record<OrderListQuery['sortBy'], string> = {
  createdAt: 'o.created_at',
  totalAmount: 'o.total_amount',
  clientName: 'o.client_name',
};

/** One page of the store's orders with the orders page's filters. */
export async function listOrders(
  db: Queryable,
  storeId: string,
  query: OrderListQuery,
): Promise<OrderList> {
  const params = new SqlParams();
  const store = params.add(storeId);
  const where = [`o.store_id = ${store}`];
  if (query.status !== 'all') where.push(`o.status = ${params.add(query.status)}`);
  const search = query.search?.trim();
  if (search) {
    const pattern = params.add(likePattern(search));
    const digits = /^#?\d{1,9}$/.test(search) ? params.add(Number(search.replace('#', ''))) : null;
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
  if (query.minAmount !== undefined) where.push(`o.total_amount >= ${params.add(query.minAmount)}`);
  if (query.maxAmount !== undefined) where.push(`o.total_amount <= ${params.add(query.maxAmount)}`);

  const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
  const { rows, total } = await selectPage<Omit<OrderListItem, 'createdAt'> & { createdAt: Date }>(
    db,
    {
      columns: `o.id::text as id, o.order_number as "orderNumber", o.status, o.created_at as "createdAt",
        o.client_name as "clientName", o.client_email as "clientEmail",
        coalesce((select sum(i.quantity) from order_items i where i.store_id = o.store_id and i.order_id = o.id), 0)
          as "itemsCount",
        o.total_amount as "totalAmount", o.payment_method as "paymentMethod"`,
      from: 'orders o',
      where,
      orderBy: `${SORT_COLUMNS[query.sortBy]} ${direction}, o.order_number ${direction}`,
      params,
      page: query.page,
      perPage: query.perPage,
    },
  );
  return {
    data: rows.map((row) => ({
      ...row,
      itemsCount: Number(row.itemsCount),
      totalAmount: Number(row.totalAmount),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total,
    page: query.page,
    perPage: query.perPage,
  };
}
