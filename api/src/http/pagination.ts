import { Type, type TSchema } from 'typebox';

import type { Queryable } from '../db/types.ts';
import type { SqlParams } from './sql.ts';

export const MAX_PER_PAGE = 100;

/** Far past the last page of any store's list (10 million rows at 100 a page). */
export const MAX_PAGE = 100_000;

/** `page` and `perPage` of a list's query string (defaults 1 and 10; at most 100 a page). */
export const PageQuery = {
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: 10 }),
};

/** One page of a list: `{ data, total, page, perPage }`. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer({ description: 'Rows matching the filters, on every page' }),
    page: Type.Integer(),
    perPage: Type.Integer(),
  });

/**
 * One page of a filtered list and the number of rows on every page, queried together. `from` is
 * the table and its alias (`products p`), `where` the conditions built with `params`, `orderBy` an
 * order that is stable from page to page (end it with a unique column). `pageKey`, the table's
 * key over that alias (`p.store_id, p.id`), picks the page over the key alone and then reads only
 * its rows whole: a deep page then sorts narrow rows, or reads them from an index that covers the
 * order, instead of reading every row before it.
 */
export async function selectPage<Row>(
  db: Queryable,
  list: {
    columns: string;
    from: string;
    where: string[];
    orderBy: string;
    params: SqlParams;
    page: number;
    perPage: number;
    pageKey?: string;
  },
): Promise<{ rows: Row[]; total: number }> {
  const filter = list.where.join(' and ');
  const filterParams = [...list.params.values];
  const limit = list.params.add(list.perPage);
  const offset = list.params.add((list.page - 1) * list.perPage);
  const page = list.pageKey
    ? `select ${list.columns} from ${list.from} where (${list.pageKey}) in (
         select ${list.pageKey} from ${list.from} where ${filter}
         order by ${list.orderBy} limit ${limit} offset ${offset})
       order by ${list.orderBy}`
    : `select ${list.columns} from ${list.from} where ${filter}
       order by ${list.orderBy} limit ${limit} offset ${offset}`;
  const [items, count] = await Promise.all([
    db.query<Row>(page, list.params.values),
    db.query<{ total: number }>(
      `select count(*) as total from ${list.from} where ${filter}`,
      filterParams,
    ),
  ]);
  return { rows: items.rows, total: Number(count.rows[0]?.total ?? 0) };
}
