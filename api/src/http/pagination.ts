import { Type, type TSchema } from 'typebox';

import { LIST_STATEMENT, type Queryable } from '../db/types.ts';
import { JsonText, jsonObjectSql } from './json-text.ts';
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

/** At most this many filters (and sorts) are remembered per list; the oldest is forgotten first. */
const REMEMBERED_LISTS = 2000;

/** At most this many pages' edges are remembered per filter and sort. */
const REMEMBERED_PAGES = 50;

/**
 * A search's matches are remembered (their keys, in the list's order) when there are more than a
 * page of them and at most this many; beyond, paging through them is rare and the keys weigh.
 */
const REMEMBERED_MATCHES_PER_SEARCH = 2000;

/** At most this many keys of matches are remembered per list (a few MB); the oldest go first. */
const REMEMBERED_MATCH_KEYS = 50_000;

/** A list's order, one term per column, ending with a unique one. */
export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
}

/** The first and last rows of a served page, as the values of the order's columns (text). */
interface PageEdges {
  first: string[];
  last: string[];
}

interface RememberedList {
  version: string;
  total?: number;
  pages: Map<number, PageEdges>;
  /** A search's matches: each one's key (the `pageKey` columns, as text), in the list's order. */
  matches?: string[][];
}

/**
 * What one list remembers of the filters it served, with the version of the list it was read at
 * (`list_versions`, migration 012: it changes in the same transaction as every write to the list's
 * rows): a filter's total when no kept count answers it, and the first and last rows of its deep
 * pages. One per list and process; a filter's key is its SQL and values (the store is one of them),
 * its sort and page size. Nothing remembered is used once the version has changed.
 */
export class ListMemory {
  readonly #lists = new Map<string, RememberedList>();
  #matchKeys = 0;

  get(key: string): RememberedList | undefined {
    return this.#lists.get(key);
  }

  remember(
    key: string,
    version: string,
    what: {
      total?: number;
      page?: { number: number; edges: PageEdges };
      matches?: string[][];
    },
  ): void {
    const known = this.#lists.get(key);
    const list: RememberedList =
      known && known.version === version ? known : { version, pages: new Map() };
    if (known && known !== list) this.#forgetMatches(known);
    if (what.total !== undefined) list.total = what.total;
    if (what.matches) {
      this.#forgetMatches(list);
      list.matches = what.matches;
      this.#matchKeys += what.matches.length;
      // the oldest lists' matches go first (the map is in order of use)
      for (const older of this.#lists.values()) {
        if (this.#matchKeys <= REMEMBERED_MATCH_KEYS) break;
        if (older !== list) this.#forgetMatches(older);
      }
    }
    if (what.page) {
      list.pages.delete(what.page.number);
      if (list.pages.size >= REMEMBERED_PAGES) {
        const oldest = list.pages.keys().next();
        if (!oldest.done) list.pages.delete(oldest.value);
      }
      list.pages.set(what.page.number, what.page.edges);
    }
    this.#lists.delete(key);
    if (this.#lists.size >= REMEMBERED_LISTS) {
      const oldest = this.#lists.entries().next();
      if (!oldest.done) {
        this.#forgetMatches(oldest.value[1]);
        this.#lists.delete(oldest.value[0]);
      }
    }
    this.#lists.set(key, list);
  }

  #forgetMatches(list: RememberedList): void {
    if (!list.matches) return;
    this.#matchKeys -= list.matches.length;
    list.matches = undefined;
  }
}

/**
 * The rows from a page's edge on, in the list's order: the first row of the page itself
 * (`inclusive`) or the row after the last one of the page before. When every column runs the same
 * way, one row comparison, which the sort's index serves as a range; otherwise each column
 * compares with its own direction, and the first column's bound is repeated alone so its index can
 * range over it. The order's columns are never null.
 */
function fromEdge(
  order: OrderTerm[],
  edge: string[],
  inclusive: boolean,
  params: SqlParams,
): string {
  const values = edge.map((value) => params.add(value));
  const after = (term: OrderTerm) => (term.direction === 'asc' ? '>' : '<');
  const first = order[0]!;
  if (order.every((term) => term.direction === first.direction)) {
    const columns = order.map((term) => term.column).join(', ');
    return `(${columns}) ${after(first)}${inclusive ? '=' : ''} (${values.join(', ')})`;
  }
  let condition = '';
  for (let index = order.length - 1; index >= 0; index -= 1) {
    const term = order[index]!;
    const value = values[index]!;
    condition =
      index === order.length - 1
        ? `${term.column} ${after(term)}${inclusive ? '=' : ''} ${value}`
        : `(${term.column} ${after(term)} ${value} or (${term.column} = ${value} and ${condition}))`;
  }
  return `${first.column} ${after(first)}= ${values[0]!} and ${condition}`;
}

type PageRow<Row> = Row & {
  pageTotal: number | string;
  pageVersion?: string | null;
  [edgeColumn: `pageEdge${number}`]: string;
};

/**
 * One page of a filtered list and the number of rows on every page, in one statement (one trip to
 * the database and one pooled connection per list call). `from` is the table and its alias
 * (`products p`), `where` the conditions built with `params`, `order` an order that is stable from
 * page to page (end it with a unique column). `pageKey`, the table's key over that alias
 * (`p.store_id, p.id`), picks the page over the key alone and then reads only its rows whole: a
 * deep page then sorts narrow rows, or reads them from an index that covers the order, instead of
 * reading every row before it (from KEYS_FIRST_FROM_ROW on: before it, reading the rows whole
 * costs less). `count`, when given, is a query (built with the same `params`) whose value answers
 * the total instead of counting the filtered rows: a total kept up to date elsewhere, for a filter
 * it covers exactly.
 *
 * `memory` (a ListMemory and a query of the list's version, built with `params`) remembers, until
 * the version changes, the total of a filter without such a count (the count is then not even
 * run) and the edges of deep pages: a deep page served before, or the one after it, is then read
 * from its edge in the order's index instead of skipping every row before it. A page read from an
 * edge whose version has changed meanwhile is read again the usual way.
 *
 * `matchesFirst` (with `pageKey`) is for a filter that an index of its own finds (a trigram
 * search): the matches are read once, through that index, counted and sorted, and the page is
 * picked among them. Walking the sort's index instead and skipping the rows that do not match reads
 * the whole store when the matches are few and far down the order; and finding the matches twice,
 * for the page and for the count, doubles the search's main cost. With `memory`, a search with
 * more than a page of matches (and at most REMEMBERED_MATCHES_PER_SEARCH) also remembers their
 * keys in order, once per version: its next pages, and the same search asked again, read their
 * rows by key (`pageOfRememberedMatches`).
 */
export async function selectPage<Row>(
  db: Queryable,
  list: {
    columns: string;
    from: string;
    where: string[];
    order: OrderTerm[];
    params: SqlParams;
    page: number;
    perPage: number;
    pageKey?: string;
    matchesFirst?: boolean;
    count?: string;
    memory?: { cache: ListMemory; version: string };
  },
): Promise<{ rows: Row[]; total: number }> {
  const { params, order } = list;
  const filter = list.where.join(' and ');
  const orderBy = order.map((term) => `${term.column} ${term.direction}`).join(', ');
  const filterValues = params.values.length;
  const skipped = (list.page - 1) * list.perPage;

  const memoryKey = `${filter}|${JSON.stringify(params.values)}|${orderBy}|${list.perPage}`;

  if (list.matchesFirst && list.pageKey) {
    const { pageKey, memory } = list;
    const withMemory = memory ? { ...list, pageKey, memory, filter, orderBy } : null;
    const remembered =
      withMemory && (await pageOfRememberedMatches<Row>(db, withMemory, memoryKey));
    if (remembered) return remembered;
    params.values.length = filterValues;
    const [, alias = list.from] = list.from.split(' ');
    const keyOfPage = list.pageKey.split(',').map((key) => `page.${key.trim().split('.').pop()}`);
    // `offset 0` keeps the matches a subquery of their own, found through the filter's index;
    // the window counts them all before the page is cut from them
    const { rows } = await db.query<PageRow<Row>>(
      `${LIST_STATEMENT}
       with page as (
         select ${list.pageKey}, count(*) over () as total
         from (select * from ${list.from} where ${filter} offset 0) ${alias}
         order by ${orderBy} limit ${params.add(list.perPage)} offset ${params.add(skipped)})
       select ${list.columns}, page.total as "pageTotal"
       from ${list.from} join page on (${list.pageKey}) = (${keyOfPage.join(', ')})
       order by ${orderBy}`,
      params.values,
    );
    const total = rows[0]
      ? Number(rows[0].pageTotal)
      : list.page > 1
        ? await countAlone(db, list.from, filter, params.values.slice(0, filterValues))
        : 0;
    if (withMemory && total > list.perPage && total <= REMEMBERED_MATCHES_PER_SEARCH) {
      params.values.length = filterValues;
      await rememberMatches(db, withMemory, alias, memoryKey);
    }
    return { rows: rows.map(withoutPageColumns), total };
  }

  const known = list.memory?.cache.get(memoryKey);
  const version = list.memory ? `(${list.memory.version})` : null;
  let countSql = list.count
    ? `select coalesce((${list.count}), 0)`
    : `select count(*) from ${list.from} where ${filter}`;
  // a CASE runs the count's subquery only when its branch is taken
  if (version && known?.total !== undefined && !list.count) {
    countSql = `select case when ${version} = ${params.add(known.version)}::uuid
      then ${params.add(known.total)}::bigint else (${countSql}) end`;
  }
  // Only the edges of pages that end where skipping rows costs are remembered, and the version is
  // read with the rows only when something is remembered of them: the first pages of a list with a
  // kept count read neither (four columns fewer on each row to send, parse and drop).
  const remembersEdges = list.page * list.perPage >= KEYS_FIRST_FROM_ROW;
  const readsVersion = version !== null && (!list.count || remembersEdges);
  const extraColumns = [
    `(${countSql}) as "pageTotal"`,
    ...(readsVersion ? [`${version}::text as "pageVersion"`] : []),
    ...(readsVersion && remembersEdges
      ? order.map((term, index) => `${term.column}::text as "pageEdge${index}"`)
      : []),
  ].join(', ');
  const commonValues = params.values.length;

  const read = async (edge?: { edge: string[]; inclusive: boolean }) => {
    params.values.length = commonValues;
    const seek = edge ? ` and ${fromEdge(order, edge.edge, edge.inclusive, params)}` : '';
    const limit = params.add(list.perPage);
    if (edge) {
      return db.query<PageRow<Row>>(
        `${LIST_STATEMENT}
         select ${list.columns}, ${extraColumns} from ${list.from} where ${filter}${seek}
         order by ${orderBy} limit ${limit}`,
        params.values,
      );
    }
    const offset = params.add(skipped);
    return db.query<PageRow<Row>>(
      list.pageKey && skipped >= KEYS_FIRST_FROM_ROW
        ? `${LIST_STATEMENT}
           select ${list.columns}, ${extraColumns} from ${list.from} where (${list.pageKey}) in (
             select ${list.pageKey} from ${list.from} where ${filter}
             order by ${orderBy} limit ${limit} offset ${offset})
           order by ${orderBy}`
        : `${LIST_STATEMENT}
           select ${list.columns}, ${extraColumns} from ${list.from} where ${filter}
           order by ${orderBy} limit ${limit} offset ${offset}`,
      params.values,
    );
  };

  // A page whose edge is known (a deep one, or the one after it): from there in the order's
  // index, if the version still holds.
  const here = known?.pages.get(list.page);
  const before = known?.pages.get(list.page - 1);
  const edge =
    here || before
      ? here
        ? { edge: here.first, inclusive: true }
        : { edge: before!.last, inclusive: false }
      : undefined;
  let { rows } = await read(edge);
  if (edge && (!rows[0] || rows[0].pageVersion !== known?.version)) ({ rows } = await read());

  const first = rows[0];
  const last = rows[rows.length - 1];
  let total = first ? Number(first.pageTotal) : 0;
  // An empty page past the first says nothing of the rows before it: they are counted alone.
  if (!first && list.page > 1) {
    total = await countAlone(db, list.from, filter, params.values.slice(0, filterValues));
  }
  if (list.memory && first?.pageVersion && last) {
    const edges = (row: PageRow<Row>) => order.map((_, index) => String(row[`pageEdge${index}`]));
    list.memory.cache.remember(memoryKey, first.pageVersion, {
      ...(list.count ? {} : { total }),
      ...(remembersEdges
        ? { page: { number: list.page, edges: { first: edges(first), last: edges(last) } } }
        : {}),
    });
  }
  return { rows: rows.map(withoutPageColumns), total };
}

/** A searched list with its memory, and its filter and order as `selectPage` wrote them. */
type ListOfMatches = Parameters<typeof selectPage>[1] & {
  pageKey: string;
  memory: { cache: ListMemory; version: string };
  filter: string;
  orderBy: string;
};

/**
 * A page of a search whose matches are remembered at the list's current version: the page's rows
 * read by their keys, still checked against the filter, with the version in the same statement.
 * Null when nothing is remembered, the page is past the matches, or anything has changed since
 * (the caller then searches as usual). A search paged through, or asked again, then costs about
 * what a first page does instead of finding, reading and sorting every match again ('Vásquez
 * Parra' among 100,000 orders: 1,021 matches, 4 to 7 ms of PostgreSQL each time).
 */
async function pageOfRememberedMatches<Row>(
  db: Queryable,
  list: ListOfMatches,
  memoryKey: string,
): Promise<{ rows: Row[]; total: number } | null> {
  const known = list.memory.cache.get(memoryKey);
  if (!known?.matches || known.total === undefined) return null;
  const skipped = (list.page - 1) * list.perPage;
  const keys = known.matches.slice(skipped, skipped + list.perPage);
  if (keys.length === 0) return null;
  const { params } = list;
  const tuples = keys.map((key) => `(${key.map((value) => params.add(value)).join(', ')})`);
  const { rows } = await db.query<PageRow<Row>>(
    `${LIST_STATEMENT}
     select ${list.columns}, (${list.memory.version})::text as "pageVersion"
     from ${list.from} where ${list.filter} and (${list.pageKey}) in (${tuples.join(', ')})
     order by ${list.orderBy}`,
    params.values,
  );
  if (rows.length !== keys.length || rows[0]?.pageVersion !== known.version) return null;
  return { rows: rows.map(withoutPageColumns), total: known.total };
}

/**
 * Reads and remembers, with the list's version, the keys of every match of a search in the list's
 * order (at most REMEMBERED_MATCHES_PER_SEARCH), for its next pages and its next asking.
 */
async function rememberMatches(
  db: Queryable,
  list: ListOfMatches,
  alias: string,
  memoryKey: string,
): Promise<void> {
  const { params } = list;
  const keyColumns = list.pageKey.split(',').map((column) => column.trim());
  const { rows } = await db.query<Record<string, string | null>>(
    `${LIST_STATEMENT}
     select ${keyColumns.map((column, index) => `${column}::text as "key${index}"`).join(', ')},
       (${list.memory.version})::text as "pageVersion"
     from (select * from ${list.from} where ${list.filter} offset 0) ${alias}
     order by ${list.orderBy}
     limit ${params.add(REMEMBERED_MATCHES_PER_SEARCH + 1)}`,
    params.values,
  );
  const version = rows[0]?.pageVersion;
  if (!version || rows.length > REMEMBERED_MATCHES_PER_SEARCH) return;
  const matches = rows.map((row) => keyColumns.map((_, index) => String(row[`key${index}`])));
  list.memory.cache.remember(memoryKey, version, { total: matches.length, matches });
}

/** The rows of a filter, counted on their own (every filter parameter is in the filter). */
async function countAlone(
  db: Queryable,
  from: string,
  filter: string,
  values: unknown[],
): Promise<number> {
  const { rows } = await db.query<{ total: number | string }>(
    `select count(*) as total from ${from} where ${filter}`,
    values,
  );
  return Number(rows[0]?.total ?? 0);
}

const isPageColumn = (column: string) =>
  column === 'pageTotal' || column === 'pageVersion' || column.startsWith('pageEdge');

/**
 * A row as the caller selected it: without the total, version and edge columns. The copy is built
 * from the kept columns, never by deleting from it: an object with deleted properties turns into
 * a slow dictionary, and every later spread or serialisation of the row pays for it (the orders
 * list's first page under load on PostgreSQL: 600 calls a second before, 800 after).
 */
function withoutPageColumns<Row>(row: PageRow<Row>): Row {
  const copy: Record<string, unknown> = {};
  for (const column in row) {
    if (!isPageColumn(column)) copy[column] = row[column as keyof typeof row];
  }
  return copy as Row;
}

/**
 * `selectPage` with each row written as JSON by the database: `item` gives each field of a list
 * item as an SQL expression over the list's table. Resolves to the page's response body,
 * `{ data, total, page, perPage }`, which the route sends as it is (json-text.ts).
 */
export async function selectPageAsJson<Page>(
  db: Queryable,
  list: Omit<Parameters<typeof selectPage>[1], 'columns'> & { item: Record<string, string> },
): Promise<JsonText<Page>> {
  const { item, ...rest } = list;
  const { rows, total } = await selectPage<{ json: string }>(db, {
    ...rest,
    columns: `${jsonObjectSql(item)} as json`,
  });
  const data = rows.map((row) => row.json).join(',');
  return new JsonText<Page>(
    `{"data":[${data}],"total":${total},"page":${list.page},"perPage":${list.perPage}}`,
  );
}
