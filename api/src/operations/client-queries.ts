import type { Queryable } from '../db/index.ts';
import { columnsSql, isoTimestampSql, type JsonText } from '../http/json-text.ts';
import { ListMemory, selectPageAsJson } from '../http/pagination.ts';
import { SqlParams, likePattern } from '../http/sql.ts';
import type {
  Address,
  Client,
  ClientHistoryEntry,
  ClientList,
  ClientListQuery,
  ClientOrder,
  Communication,
  SubscriptionItem,
} from './contract.ts';

// A client's totals are kept on its row by triggers on orders (migration 009):
// - totalOrders: its orders that are not drafts (a draft is an unpaid checkout, not an order yet);
// - totalSpent: the sum of total_amount of its paid orders (paid_at set) that were not cancelled,
//   the rule of the dashboard's revenue.

const SORT_COLUMNS: Record<ClientListQuery['sortBy'], string> = {
  createdAt: 'c.created_at',
  name: 'c.name_search',
  totalSpent: 'c.total_spent',
  totalOrders: 'c.total_orders',
};

/** A client in SQL over `clients c`: the list's JSON and the columns of one row. */
const CLIENT_ITEM: Record<keyof Client, string> = {
  id: 'c.id',
  firstName: 'c.first_name',
  lastName: 'c.last_name',
  name: "concat_ws(' ', nullif(c.first_name, ''), nullif(c.last_name, ''))",
  email: 'c.email',
  phone: 'c.phone',
  rut: 'c.rut',
  avatar: 'c.avatar_url',
  status: 'c.status',
  createdAt: isoTimestampSql('c.created_at'),
  lastLoginAt: isoTimestampSql('c.last_login_at'),
  totalOrders: 'c.total_orders',
  totalSpent: 'c.total_spent',
};

/** A client's row: its total spent is a bigint, which the driver gives as text. */
type ClientRow = Omit<Client, 'totalSpent'> & { totalSpent: string };

function toClient(row: ClientRow): Client {
  return { ...row, totalSpent: Number(row.totalSpent) };
}

/**
 * Lower case, without accents: 'jose' finds 'José'. clients.search_text is folded the same way in
 * SQL (migration 009), so both sides of the LIKE agree.
 */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A phone or RUT as people type it ('+56 9 6075 0199', '12.345.678-5') in the form it is stored
 * (+56960750199, 12345678-5); null for anything else.
 */
function compactNumber(text: string): string | null {
  if (!/\d/.test(text) || !/^[\d\s.+\-kK]+$/.test(text)) return null;
  return text.replace(/[\s.]/g, '').toLowerCase();
}

/** Edges of deep pages, per version of the store's clients (migration 012). */
const remembered = new ListMemory();

/**
 * One page of the store's clients: searched, filtered and sorted in SQL, and written as the
 * response's JSON there; the total is the kept count of the status (migration 010), or with a
 * search the matches counted from its index.
 */
export async function listClients(
  db: Queryable,
  storeId: string,
  query: ClientListQuery,
): Promise<JsonText<ClientList>> {
  const params = new SqlParams();
  const store = params.add(storeId);
  const where = [`c.store_id = ${store}`];
  const status = query.status !== 'all' ? params.add(query.status) : null;
  if (status) where.push(`c.status = ${status}`);
  const search = query.search?.trim();
  if (search) {
    const terms = new Set([foldForSearch(search)]);
    const number = compactNumber(search);
    if (number) terms.add(number);
    const matches = [...terms].map((term) => `c.search_text like ${params.add(likePattern(term))}`);
    where.push(`(${matches.join(' or ')})`);
  }
  const direction = query.sortDirection === 'asc' ? 'asc' : 'desc';
  return selectPageAsJson<ClientList>(db, {
    item: CLIENT_ITEM,
    from: 'clients c',
    where,
    // every sort has an index (store_id, column, id): the page's ids come from it alone
    order: [
      { column: SORT_COLUMNS[query.sortBy], direction },
      { column: 'c.id', direction },
    ],
    params,
    page: query.page,
    perPage: query.perPage,
    pageKey: 'c.store_id, c.id',
    // a search's matches come from its trigram index, wherever they fall in the order
    matchesFirst: Boolean(search),
    // without a search, the counts kept per status (migration 010) answer the total
    count: search
      ? undefined
      : `select sum(n.clients) from client_status_counts n
         where n.store_id = ${store} ${status ? `and n.status = ${status}` : ''}`,
    memory: {
      cache: remembered,
      version: `select v.version from list_versions v
                where v.store_id = ${store} and v.list = 'clients'`,
    },
  });
}

/** A client of the store with its totals; null when the store has no such client. */
export async function getClient(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<Client | null> {
  const { rows } = await db.query<ClientRow>(
    `select ${columnsSql(CLIENT_ITEM)} from clients c where c.store_id = $1 and c.id = $2`,
    [storeId, clientId],
  );
  return rows[0] ? toClient(rows[0]) : null;
}

async function isStoreClient(db: Queryable, storeId: string, clientId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from clients where store_id = $1 and id = $2', [
    storeId,
    clientId,
  ]);
  return rows.length > 0;
}

/**
 * A client's orders, newest first. itemCount is the sum of the items' quantities, kept on the
 * order (migration 014, as the orders list's itemsCount); shippingAddress is 'street, commune' of
 * the order's shipping address. Null when the store has no such client.
 */
export async function listClientOrders(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<ClientOrder[] | null> {
  if (!(await isStoreClient(db, storeId, clientId))) return null;
  const { rows } = await db.query<Omit<ClientOrder, 'date'> & { date: Date }>(
    `select o.id::text as id, o.id::text as uuid, o.order_number as "orderNumber",
       o.created_at as date, o.status,
       o.items_count as "itemCount",
       case when a.id is null then null else a.street || ', ' || a.city end as "shippingAddress",
       o.total_amount as total
     from orders o
     left join client_addresses a on a.store_id = o.store_id and a.id = o.shipping_address_id
     where o.store_id = $1 and o.client_id = $2
     order by o.created_at desc, o.order_number desc`,
    [storeId, clientId],
  );
  return rows.map((row) => ({
    ...row,
    date: row.date.toISOString(),
    total: Number(row.total),
  }));
}

/** An address as a jsonb object of the Address fields (createdAt still Postgres' text). */
const addressJson = (a: string) => `jsonb_build_object(
  'uuid', ${a}.id::text, 'type', ${a}.type, 'fullName', ${a}.full_name, 'phone', ${a}.phone,
  'street', ${a}.street, 'apartment', ${a}.apartment, 'city', ${a}.city, 'state', ${a}.state,
  'additionalInfo', ${a}.additional_info, 'isDefault', ${a}.is_default, 'createdAt', ${a}.created_at)`;

function toAddress(json: Address): Address {
  return { ...json, createdAt: new Date(json.createdAt).toISOString() };
}

/**
 * A client's subscriptions in the order the tab shows them: memberships (store_client_plan), each
 * followed by the products it includes, then packs, then recurring products; newest first within
 * each group. Each one carries its shipping address. Null when the store has no such client.
 */
export async function listClientSubscriptions(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<SubscriptionItem[] | null> {
  if (!(await isStoreClient(db, storeId, clientId))) return null;
  const { rows } = await db.query<SubscriptionItem>(
    `select s.id::text as uuid, s.type, s.name, s.start_date as "startDate",
       s.next_billing_date as "nextBillingDate", s.status, s.price, s.quantity,
       s.shipping_address_id::text as "shippingAddressId",
       case when a.id is null then null else ${addressJson('a')} end as "shippingAddress",
       p.id::text as "parentUuid"
     from subscriptions s
     left join subscriptions p
       on p.store_id = s.store_id and p.id = s.parent_subscription_id and p.client_id = s.client_id
     left join client_addresses a on a.store_id = s.store_id and a.id = s.shipping_address_id
     where s.store_id = $1 and s.client_id = $2
     order by case coalesce(p.type, s.type) when 'store_client_plan' then 0 when 'pack' then 1 else 2 end,
       coalesce(p.start_date, s.start_date) desc, coalesce(p.id, s.id),
       p.id is not null, s.start_date desc, s.name, s.id`,
    [storeId, clientId],
  );
  return rows.map((row) => ({
    ...row,
    price: Number(row.price),
    shippingAddress: row.shippingAddress ? toAddress(row.shippingAddress) : null,
  }));
}

/**
 * A client's addresses: shipping then billing, each with its default first, then in the order they
 * were added. Null when the store has no such client.
 */
export async function listClientAddresses(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<Address[] | null> {
  if (!(await isStoreClient(db, storeId, clientId))) return null;
  const { rows } = await db.query<{ address: Address }>(
    `select ${addressJson('a')} as address
     from client_addresses a
     where a.store_id = $1 and a.client_id = $2
     order by case a.type when 'shipping' then 0 else 1 end, a.is_default desc, a.created_at, a.id`,
    [storeId, clientId],
  );
  return rows.map((row) => toAddress(row.address));
}

/** A client's communications, newest first. Null when the store has no such client. */
export async function listClientCommunications(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<Communication[] | null> {
  if (!(await isStoreClient(db, storeId, clientId))) return null;
  const { rows } = await db.query<Omit<Communication, 'sentAt'> & { sentAt: Date }>(
    `select m.id::text as id, m.subject, m.medium, m.recipient, m.sent_at as "sentAt",
       m.template, m.status, m.content
     from communications m
     where m.store_id = $1 and m.client_id = $2
     order by m.sent_at desc, m.id desc`,
    [storeId, clientId],
  );
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

/** A client's history, newest first. Null when the store has no such client. */
export async function listClientHistory(
  db: Queryable,
  storeId: string,
  clientId: string,
): Promise<ClientHistoryEntry[] | null> {
  if (!(await isStoreClient(db, storeId, clientId))) return null;
  const { rows } = await db.query<Omit<ClientHistoryEntry, 'date'> & { date: Date }>(
    `select h.id::text as uuid, h.type, h.details, h.created_at as date
     from client_history h
     where h.store_id = $1 and h.client_id = $2
     order by h.created_at desc, h.id desc`,
    [storeId, clientId],
  );
  return rows.map((row) => ({ ...row, date: row.date.toISOString() }));
}
