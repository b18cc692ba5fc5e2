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
 * Rows skipped from which a page's keys are picked first (`pageKey`). The second look at the table
 * costs about half a millisecond of planning and joining, about what reading 300 whole rows in an
 * index's order does (measured on PostgreSQL 15 with 100,000 orders).
 */
const KEYS_FIRST_FROM_ROW = 300;

/** At most this many totals are remembered per list (the oldest is forgotten first). */
const REMEMBERED_TOTALS = 2000;

/**
 * The totals of one list's filters that no kept count answers, each with the version of the list
 * it was counted at (`list_versions`, migration 012: it changes in the same transaction as every
 * write to the list's rows). One per list and process; keys are the filter's SQL and values, so the
 * store is part of them.
 */
export class ListTotals {
  readonly #totals = new Map<string, { version: string; total: number }>();

  get(key: string): { version: string; total: number } | undefined {
    return this.#totals.get(key);
  }

  set(key: string, version: string, total: number): void {
    this.#totals.delete(key);
    if (this.#totals.size >= REMEMBERED_TOTALS) {
      const oldest = this.#totals.keys().next();
      if (!oldest.done) this.#totals.delete(oldest.value);
    }
    this.#totals.set(key, { version, total });
  }
}

/**
 * One page of a filtered list and the number of rows on every page, in one statement (one trip to
 * the database and one pooled connection per list call). `from` is the table and its alias
 * (`products p`), `where` the conditions built with `params`, `orderBy` an order that is stable
 * from page to page (end it with a unique column). `pageKey`, the table's key over that alias
 * (`p.store_id, p.id`), picks the page over the key alone and then reads only its rows whole: a
 * deep page then sorts narrow rows, or reads them from an index that covers the order, instead of
 * reading every row before it (from KEYS_FIRST_FROM_ROW on: before it, reading the rows whole
 * costs less). `count`, when given, is a query (built with the same `params`) whose `total` answers
 * the total instead of counting the filtered rows: a total kept up to date elsewhere, for a filter
 * it covers exactly. `totals`, for a list without such a count, remembers the filter's total with
 * the list's version (`version`: a query of it, built with `params`) and counts again only when
 * that version has changed; the count is then not even run.
 *
 * `matchesFirst` (with `pageKey`) is for a filter that an index of its own finds (a trigram
 * search): the matches are read once, through that index, counted and sorted, and the page is
 * picked among them. Walking the sort's index instead and skipping the rows that do not match reads
 * the whole store when the matches are few and far down the order; and finding the matches twice,
 * for the page and for the count, doubles the search's main cost.
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
    matchesFirst?: boolean;
    count?: string;
    totals?: { cache: ListTotals; version: string };
  },
): Promise<{ rows: Row[]; total: number }> {
  const filter = list.where.join(' and ');
  const filterValues = list.params.values.length;
  let countSql = list.count
    ? `select coalesce((${list.count}), 0)`
    : `select count(*) from ${list.from} where ${filter}`;
  const remembered = !list.count && list.totals ? list.totals : undefined;
  const totalsKey = `${filter}|${JSON.stringify(list.params.values)}`;
  let versionColumn = '';
  if (remembered) {
    const known = remembered.cache.get(totalsKey);
    const version = `(${remembered.version})`;
    // a CASE runs the count's subquery only when its branch is taken
    if (known) {
      countSql = `select case when ${version} = ${list.params.add(known.version)}::uuid
        then ${list.params.add(known.total)}::bigint else (${countSql}) end`;
    }
    versionColumn = `, ${version}::text as "pageVersion"`;
  }
  const limit = list.params.add(list.perPage);
  const offset = list.params.add((list.page - 1) * list.perPage);

  let sql: string;
  if (list.matchesFirst && list.pageKey) {
    const [, alias = list.from] = list.from.split(' ');
    const keyOfPage = list.pageKey.split(',').map((key) => `page.${key.trim().split('.').pop()}`);
    // `offset 0` keeps the matches a subquery of their own, found through the filter's index;
    // the window counts them all before the page is cut from them
    sql = `with page as (
         select ${list.pageKey}, count(*) over () as total
         from (select * from ${list.from} where ${filter} offset 0) ${alias}
         order by ${list.orderBy} limit ${limit} offset ${offset})
       select ${list.columns}, page.total as "pageTotal"
       from ${list.from} join page on (${list.pageKey}) = (${keyOfPage.join(', ')})
       order by ${list.orderBy}`;
  } else {
    // the total is an InitPlan: computed once, beside the page's rows
    const total = `(${countSql}) as "pageTotal"${versionColumn}`;
    sql =
      list.pageKey && (list.page - 1) * list.perPage >= KEYS_FIRST_FROM_ROW
        ? `select ${list.columns}, ${total} from ${list.from} where (${list.pageKey}) in (
           select ${list.pageKey} from ${list.from} where ${filter}
           order by ${list.orderBy} limit ${limit} offset ${offset})
         order by ${list.orderBy}`
        : `select ${list.columns}, ${total} from ${list.from} where ${filter}
         order by ${list.orderBy} limit ${limit} offset ${offset}`;
  }
  const { rows } = await db.query<
    Row & { pageTotal: number | string; pageVersion?: string | null }
  >(sql, list.params.values);
  const first = rows[0];
  let total = first ? Number(first.pageTotal) : 0;
  if (remembered && first?.pageVersion) remembered.cache.set(totalsKey, first.pageVersion, total);
  // An empty page past the first says nothing of the rows before it: they are counted alone
  // (every filter parameter is in the filter; a kept count may not name them all).
  if (!first && list.page > 1) {
    const counted = await db.query<{ total: number | string }>(
      `select count(*) as total from ${list.from} where ${filter}`,
      list.params.values.slice(0, filterValues),
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return {
    rows: rows.map(({ pageTotal: _total, pageVersion: _version, ...row }) => row as Row),
    total,
  };
}
