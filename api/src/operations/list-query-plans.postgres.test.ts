import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

import pg from 'pg';

import { openDatabase, type DriverDatabase, type Queryable } from '../db/index.ts';
import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { seedDatabase } from '../db/seed.ts';
import {
  getClient,
  listClientAddresses,
  listClientCommunications,
  listClientHistory,
  listClientOrders,
  listClients,
  listClientSubscriptions,
} from './client-queries.ts';
import {
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type ClientListQuery,
  type OrderListQuery,
} from './contract.ts';
import {
  findOrderBillingAddress,
  findOrderClient,
  findOrderDetail,
  findOrderItems,
  findOrderPayment,
  findOrderShipping,
  listOrderActivity,
  listOrderCommunications,
} from './order-detail-queries.ts';
import { listOrderDocuments } from './order-documents.ts';
import { listOrders } from './order-queries.ts';

// The plans of the orders and clients screens' reads on the bench seed (100,000 orders in the demo
// store), as PostgreSQL chooses them with real statistics: none may read a whole table that grows
// with the store. Each call runs through a Queryable that asks for every statement's plan, with
// its parameters, before running it. Postgres only (`*.postgres.test.ts`: `npm test` runs it in
// its PostgreSQL pass, on a database of its own, seeded here at bench scale).

const ADMIN_URL = process.env.API_TEST_DATABASE_URL;

/** Tables a sequential scan of which reads a store's whole history (or every store's). */
const GROWING_TABLES = new Set([
  'orders',
  'order_items',
  'order_shipments',
  'order_history',
  'payments',
  'clients',
  'subscriptions',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** The sequential scans of growing tables anywhere in a plan, described for the failure message. */
function sequentialScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && GROWING_TABLES.has(node['Relation Name'] ?? '')
      ? [`Seq Scan on ${node['Relation Name']} ${node.Alias ?? ''} (filter: ${node.Filter ?? '-'})`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** Runs each statement after recording what its plan reads sequentially. */
function explaining(db: Queryable, found: string[]): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (format json) ${sql}`,
        params,
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      assert.ok(plan, `no plan for ${sql}`);
      for (const scan of sequentialScans(plan))
        found.push(`${scan}\n    in: ${sql.replace(/\s+/g, ' ').slice(0, 240)}`);
      return db.query<T>(sql, params);
    },
  };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const ORDERS: OrderListQuery = {
  page: 1,
  perPage: 25,
  status: 'all',
  sortBy: 'createdAt',
  sortDirection: 'desc',
};
const CLIENTS: ClientListQuery = {
  page: 1,
  perPage: 10,
  status: 'all',
  sortBy: 'createdAt',
  sortDirection: 'desc',
};

describe('the orders and clients reads on the bench seed use indexes', () => {
  assert.ok(
    ADMIN_URL,
    'API_TEST_DATABASE_URL must name a PostgreSQL server (npm test runs *.postgres.test.ts only on PostgreSQL)',
  );
  const name = `api_plans_${process.pid}_${randomBytes(3).toString('hex')}`;
  let db: DriverDatabase;
  /** Real values of the seed to search for and to open. */
  let sample: {
    orderId: string;
    orderNumber: number;
    lastName: string;
    emailLocalPart: string;
    tracking: string;
    clientId: string;
    clientEmail: string;
    phone: string;
    rut: string;
    month: { startDate: string; endDate: string };
  };

  before(async () => {
    await onAdmin(ADMIN_URL, `create database ${name}`);
    db = await openDatabase({ databaseUrl: databaseUrl(ADMIN_URL, name) });
    await seedDatabase(db, { scale: 'bench', demo: true });
    await db.query('analyze');
    const { rows } = await db.query<typeof sample>(
      `select o.id::text as "orderId", o.order_number as "orderNumber",
              split_part(o.client_name, ' ', 2) as "lastName",
              split_part(o.client_email, '@', 1) as "emailLocalPart",
              sh.tracking_number as tracking, c.id::text as "clientId", c.email as "clientEmail",
              c.phone, c.rut,
              jsonb_build_object(
                'startDate', to_char(date_trunc('month', o.created_at) - interval '1 month', 'YYYY-MM-DD'),
                'endDate', to_char(date_trunc('month', o.created_at) - interval '1 day', 'YYYY-MM-DD')
              ) as month
       from orders o
       join order_shipments sh on sh.store_id = o.store_id and sh.order_id = o.id
       join clients c on c.store_id = o.store_id and c.id = o.client_id
       where o.store_id = $1 and c.phone is not null and c.rut is not null
         and o.client_name like '% %'
       order by o.order_number desc limit 1`,
      [DEMO_STORE_ID],
    );
    assert.ok(rows[0], 'the bench seed has a shipped order of a client with phone and RUT');
    sample = rows[0];
  });
  after(async () => {
    await db?.close();
    if (ADMIN_URL) await onAdmin(ADMIN_URL, `drop database if exists ${name}`);
  });

  /** Runs `read` through the plan recorder and fails on any sequential scan of a growing table. */
  async function assertIndexed(read: (db: Queryable) => Promise<unknown>): Promise<void> {
    const found: string[] = [];
    await read(explaining(db, found));
    assert.deepEqual(found, [], `sequential scans:\n  ${found.join('\n  ')}`);
  }

  /**
   * The same, for a store's clients. The bench seed has 300 of them: on so few rows reading the
   * table is the cheapest plan, and the planner rightly takes it. What must hold is that an index
   * serves each read at 100,000 clients (migration 009), so these are planned with sequential
   * scans disabled, which the planner still chooses when no index can serve the statement.
   */
  async function assertIndexedAtScale(read: (db: Queryable) => Promise<unknown>): Promise<void> {
    const found: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      await read(explaining(tx, found));
    });
    assert.deepEqual(found, [], `sequential scans:\n  ${found.join('\n  ')}`);
  }

  describe('GET /api/orders', () => {
    const cases: Array<[string, () => Partial<OrderListQuery>]> = [
      ['the first page', () => ({})],
      ['the first page, 10 a page', () => ({ perPage: 10 })],
      ['a deep page (200 of 25)', () => ({ page: 200 })],
      ['the last page', () => ({ page: 4000 })],
      ...ORDER_STATUSES.map((status): [string, () => Partial<OrderListQuery>] => [
        `status ${status}`,
        () => ({ status }),
      ]),
      [
        "the dashboard's pending orders, oldest first, page 3",
        () => ({ status: 'pending', sortDirection: 'asc', page: 3 }),
      ],
      ['delivered, page 100', () => ({ status: 'delivered', page: 100 })],
      ['a month', () => sample.month],
      ['a month, delivered', () => ({ ...sample.month, status: 'delivered' })],
      ['a month by amount', () => ({ ...sample.month, sortBy: 'totalAmount' })],
      ['from a day on', () => ({ startDate: sample.month.startDate })],
      ['an amount range', () => ({ minAmount: 20_000, maxAmount: 30_000 })],
      ['a minimum amount', () => ({ minAmount: 50_000 })],
      ['a maximum amount, by amount', () => ({ maxAmount: 10_000, sortBy: 'totalAmount' })],
      [
        'an amount range in a month, pending',
        () => ({ ...sample.month, minAmount: 10_000, maxAmount: 40_000, status: 'pending' }),
      ],
      ...(ORDER_SORT_FIELDS.flatMap((sortBy) =>
        (['asc', 'desc'] as const).flatMap((sortDirection) => [
          [`by ${sortBy} ${sortDirection}`, () => ({ sortBy, sortDirection })],
          [`by ${sortBy} ${sortDirection}, page 200`, () => ({ sortBy, sortDirection, page: 200 })],
          [
            `by ${sortBy} ${sortDirection}, shipped`,
            () => ({ sortBy, sortDirection, status: 'shipped' }),
          ],
        ]),
      ) as Array<[string, () => Partial<OrderListQuery>]>),
      ["search by a client's last name", () => ({ search: sample.lastName.toLowerCase() })],
      [
        "search by a client's last name, by amount, page 3",
        () => ({ search: sample.lastName, sortBy: 'totalAmount', page: 3 }),
      ],
      [
        "search by a client's last name, delivered",
        () => ({ search: sample.lastName, status: 'delivered' }),
      ],
      ['search by e-mail', () => ({ search: sample.emailLocalPart })],
      ['search by order number', () => ({ search: String(sample.orderNumber) })],
      ['search by #order number', () => ({ search: `#${sample.orderNumber}` })],
      ['search by tracking number', () => ({ search: sample.tracking })],
      ['search by part of a tracking number', () => ({ search: sample.tracking.slice(-6) })],
    ];
    for (const [title, query] of cases) {
      it(title, () =>
        assertIndexed((plans) => listOrders(plans, DEMO_STORE_ID, { ...ORDERS, ...query() })),
      );
    }
  });

  describe('GET /api/orders/:id and its parts', () => {
    const reads: Array<[string, (db: Queryable, orderId: string) => Promise<unknown>]> = [
      ['the order', (q, id) => findOrderDetail(q, DEMO_STORE_ID, id)],
      ['its items', (q, id) => findOrderItems(q, DEMO_STORE_ID, id)],
      ['its activity', (q, id) => listOrderActivity(q, DEMO_STORE_ID, id)],
      ['its payment', (q, id) => findOrderPayment(q, DEMO_STORE_ID, id)],
      ['its communications', (q, id) => listOrderCommunications(q, DEMO_STORE_ID, id)],
      ['its shipping', (q, id) => findOrderShipping(q, DEMO_STORE_ID, id)],
      ['its client', (q, id) => findOrderClient(q, DEMO_STORE_ID, id)],
      ['its billing address', (q, id) => findOrderBillingAddress(q, DEMO_STORE_ID, id)],
      ['its documents', (q, id) => listOrderDocuments(q, DEMO_STORE_ID, id)],
    ];
    for (const [title, read] of reads) {
      it(title, () => assertIndexed((plans) => read(plans, sample.orderId)));
    }
  });

  describe('GET /api/clients', () => {
    const cases: Array<[string, () => Partial<ClientListQuery>]> = [
      ['the first page', () => ({})],
      ['the last page', () => ({ page: 30 })],
      ...CLIENT_STATUSES.map((status): [string, () => Partial<ClientListQuery>] => [
        `status ${status}`,
        () => ({ status }),
      ]),
      ...(CLIENT_SORT_FIELDS.flatMap((sortBy) =>
        (['asc', 'desc'] as const).flatMap((sortDirection) => [
          [`by ${sortBy} ${sortDirection}`, () => ({ sortBy, sortDirection })],
          [
            `by ${sortBy} ${sortDirection}, active, page 3`,
            () => ({ sortBy, sortDirection, status: 'active', page: 3 }),
          ],
        ]),
      ) as Array<[string, () => Partial<ClientListQuery>]>),
      ['search by last name', () => ({ search: sample.lastName })],
      ['search by e-mail', () => ({ search: sample.clientEmail })],
      ['search by phone as typed', () => ({ search: sample.phone.replace(/(\d{4})$/, ' $1') })],
      ['search by RUT', () => ({ search: sample.rut })],
    ];
    for (const [title, query] of cases) {
      it(title, () =>
        assertIndexedAtScale((plans) =>
          listClients(plans, DEMO_STORE_ID, { ...CLIENTS, ...query() }),
        ),
      );
    }
  });

  describe('GET /api/clients/:id and its tabs', () => {
    const reads: Array<[string, (db: Queryable, clientId: string) => Promise<unknown>]> = [
      ['the client', (q, id) => getClient(q, DEMO_STORE_ID, id)],
      ['its orders', (q, id) => listClientOrders(q, DEMO_STORE_ID, id)],
      ['its subscriptions', (q, id) => listClientSubscriptions(q, DEMO_STORE_ID, id)],
      ['its addresses', (q, id) => listClientAddresses(q, DEMO_STORE_ID, id)],
      ['its communications', (q, id) => listClientCommunications(q, DEMO_STORE_ID, id)],
      ['its history', (q, id) => listClientHistory(q, DEMO_STORE_ID, id)],
    ];
    for (const [title, read] of reads) {
      it(title, () => assertIndexed((plans) => read(plans, sample.clientId)));
    }
  });
});
