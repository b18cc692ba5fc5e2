import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import type { DriverDatabase } from './index.ts';
import { verifyPassword } from './passwords.ts';
import { COMMUNES } from './seed-data.ts';
import {
  DEMO_PASSWORD,
  DEMO_STORE_ID,
  DEMO_USER_ID,
  NUEVA_USER_ID,
  OTRA_STORE_ID,
  OTRA_USER_ID,
  PRO_PLAN_ID,
  STARTER_PLAN_ID,
} from './seed-ids.ts';
import { isValidRut } from './seed-utils.ts';
import { seedDatabase } from './seed.ts';
import { openTestDatabase } from './testing.ts';

let db: DriverDatabase;

/** First value of the first row. */
async function one<T = number>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<Record<string, T>>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`no row for ${sql}`);
  return Object.values(row)[0] as T;
}

before(async () => {
  db = await openTestDatabase();
  await seedDatabase(db, { scale: 'test', demo: true });
});

after(async () => {
  await db.close();
});

describe('users and stores', () => {
  test('the three demo users sign in with Demo1234!', async () => {
    const { rows } = await db.query<{
      id: string;
      email: string;
      password_hash: string;
      email_verified: boolean;
    }>('select id, email, password_hash, email_verified from users order by email');
    assert.deepEqual(
      rows.map((u) => u.email),
      ['demo@tienda.cl', 'nueva@tienda.cl', 'otra@tienda.cl'],
    );
    for (const user of rows) {
      assert.equal(await verifyPassword(DEMO_PASSWORD, user.password_hash), true, user.email);
      assert.equal(user.email_verified, true);
    }
    assert.deepEqual(
      rows.map((u) => u.id).sort(),
      [DEMO_USER_ID, NUEVA_USER_ID, OTRA_USER_ID].sort(),
    );
  });

  test('demo owns the published store, otra an unpublished one, nueva none', async () => {
    const { rows } = await db.query<{
      id: string;
      owner_user_id: string;
      published_at: Date | null;
      subdomain: string;
    }>('select id, owner_user_id, published_at, subdomain from stores order by subdomain');
    assert.equal(rows.length, 2);
    const demo = rows.find((s) => s.id === DEMO_STORE_ID);
    const otra = rows.find((s) => s.id === OTRA_STORE_ID);
    assert.equal(demo?.owner_user_id, DEMO_USER_ID);
    assert.ok(demo?.published_at instanceof Date);
    assert.equal(otra?.owner_user_id, OTRA_USER_ID);
    assert.equal(otra?.published_at, null);
    assert.equal(
      await one('select count(*) from stores where owner_user_id = $1', [NUEVA_USER_ID]),
      0,
    );
  });

  test('demo and otra have already seen the dashboard tour, on their first day; nueva has not', async () => {
    const { rows } = await db.query<{
      user_id: string;
      tour_id: string;
      seen_on_first_day: boolean;
    }>(
      `select t.user_id, t.tour_id, t.visited_at::date = s.created_at::date as seen_on_first_day
       from user_tours t left join stores s on s.owner_user_id = t.user_id order by t.user_id`,
    );
    assert.deepEqual(rows, [
      { user_id: DEMO_USER_ID, tour_id: 'dashboard', seen_on_first_day: true },
      { user_id: OTRA_USER_ID, tour_id: 'dashboard', seen_on_first_day: true },
    ]);
  });

  test('pricing plans: Starter 1.590 per subscriber, Pro 990 with a 500.000 minimum and the custom domain', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      'select id, name, price_per_subscriber, base_price, allow_custom_domain from pricing_plans order by tier',
    );
    assert.deepEqual(rows, [
      {
        id: STARTER_PLAN_ID,
        name: 'Starter',
        price_per_subscriber: 1590,
        base_price: null,
        allow_custom_domain: false,
      },
      {
        id: PRO_PLAN_ID,
        name: 'Pro',
        price_per_subscriber: 990,
        base_price: 500000,
        allow_custom_domain: true,
      },
    ]);
  });

  test('the demo store is on a current plan with a period and active subscribers', async () => {
    const { rows } = await db.query<{
      current_plan_id: string;
      plan_period: string;
      plan_period_start: string;
      plan_renewal_date: string;
    }>(
      'select current_plan_id, plan_period, plan_period_start, plan_renewal_date from stores where id = $1',
      [DEMO_STORE_ID],
    );
    const store = rows[0];
    assert.equal(store?.current_plan_id, STARTER_PLAN_ID);
    assert.equal(store?.plan_period, 'monthly');
    assert.match(store?.plan_period_start ?? '', /^\d{4}-\d{2}-01$/);
    assert.ok((store?.plan_renewal_date ?? '') > (store?.plan_period_start ?? ''));
    const active = await one(
      "select count(distinct client_id) from subscriptions where store_id = $1 and type = 'store_client_plan' and status = 'active'",
      [DEMO_STORE_ID],
    );
    assert.ok(active >= 150, `active subscribers: ${active}`);
    assert.equal(
      await one('select count(*) from saved_cards where store_id = $1 and is_default', [
        DEMO_STORE_ID,
      ]),
      1,
    );
    assert.equal(
      await one('select count(*) from store_setup_tasks where store_id = $1 and is_completed', [
        DEMO_STORE_ID,
      ]),
      5,
    );
  });
});

describe('catalogue', () => {
  test('at least 40 products and packs in a two-level category tree, some at or below minimum stock', async () => {
    assert.ok(
      (await one('select count(*) from products where store_id = $1', [DEMO_STORE_ID])) >= 40,
    );
    assert.ok(
      (await one("select count(*) from products where store_id = $1 and type = 'pack'", [
        DEMO_STORE_ID,
      ])) >= 5,
    );
    assert.ok(
      (await one(
        "select count(*) from products where store_id = $1 and stock <= min_stock and status = 'active'",
        [DEMO_STORE_ID],
      )) >= 5,
    );
    assert.ok(
      (await one("select count(*) from products where store_id = $1 and status = 'archived'", [
        DEMO_STORE_ID,
      ])) >= 1,
    );
    assert.ok(
      (await one('select count(*) from products where store_id = $1 and not visible', [
        DEMO_STORE_ID,
      ])) >= 1,
    );
    assert.equal(
      await one(
        `select count(*) from categories c join categories p on p.store_id = c.store_id and p.id = c.parent_id
         where p.parent_id is not null`,
      ),
      0,
      'no third level',
    );
    assert.ok(
      (await one('select count(*) from categories where store_id = $1 and parent_id is not null', [
        DEMO_STORE_ID,
      ])) >= 8,
    );
    assert.equal(
      await one(
        `select count(*) from products p where type = 'pack'
         and not exists (select 1 from pack_items i where i.store_id = p.store_id and i.pack_id = p.id)`,
      ),
      0,
      'every pack has items',
    );
  });

  test('5 commerce plans (one archived) and shipping rules over real communes', async () => {
    const { rows } = await db.query<{ status: string; n: number }>(
      'select status, count(*) as n from commerce_plans where store_id = $1 group by status order by status',
      [DEMO_STORE_ID],
    );
    assert.deepEqual(rows, [
      { status: 'active', n: 4 },
      { status: 'archived', n: 1 },
    ]);
    const rules = await db.query<{ cities: string[] }>('select cities from shipping_rules');
    const communes = new Set(COMMUNES.map((c) => c.name));
    assert.ok(rules.rows.length >= 5);
    for (const rule of rules.rows)
      for (const city of rule.cities) assert.ok(communes.has(city), city);
  });
});

describe('clients', () => {
  test('300 clients with valid RUTs, mobile phones and unique e-mails', async () => {
    const { rows } = await db.query<{ rut: string; phone: string; email: string; status: string }>(
      'select rut, phone, email, status from clients where store_id = $1',
      [DEMO_STORE_ID],
    );
    assert.equal(rows.length, 300);
    for (const c of rows) {
      assert.ok(isValidRut(c.rut), `RUT ${c.rut}`);
      assert.match(c.phone, /^\+569[2-9]\d{7}$/);
      assert.match(c.email, /^[a-z0-9._]+@[a-z.]+$/);
    }
    assert.equal(new Set(rows.map((c) => c.email)).size, 300);
    assert.deepEqual([...new Set(rows.map((c) => c.status))].sort(), [
      'active',
      'inactive',
      'pending',
    ]);
    const all = await db.query<{ rut: string }>('select rut from clients');
    assert.ok(all.rows.every((c) => isValidRut(c.rut)));
  });

  test('clients have subscriptions, addresses in real communes, communications and history', async () => {
    const withoutSubs = await one(
      `select count(*) from clients c where c.store_id = $1 and c.status <> 'pending'
       and not exists (select 1 from subscriptions s where s.store_id = c.store_id and s.client_id = c.id)`,
      [DEMO_STORE_ID],
    );
    assert.equal(withoutSubs, 0);
    const types = await db.query<{ type: string }>(
      'select distinct type from subscriptions where store_id = $1 order by 1',
      [DEMO_STORE_ID],
    );
    assert.deepEqual(
      types.rows.map((t) => t.type),
      ['pack', 'product', 'store_client_plan'],
    );
    assert.ok(
      (await one(
        'select count(*) from subscriptions where store_id = $1 and parent_subscription_id is not null',
        [DEMO_STORE_ID],
      )) > 100,
    );
    const addresses = await db.query<{ city: string; state: string }>(
      'select distinct city, state from client_addresses',
    );
    const byName = new Map(COMMUNES.map((c) => [c.name, c.region]));
    for (const a of addresses.rows) assert.equal(byName.get(a.city), a.state, a.city);
    assert.ok(
      (await one('select count(distinct client_id) from communications where store_id = $1', [
        DEMO_STORE_ID,
      ])) === 300,
    );
    const historyTypes = await db.query<{ type: string }>(
      'select distinct type from client_history where store_id = $1 order by 1',
      [DEMO_STORE_ID],
    );
    assert.ok(historyTypes.rows.length >= 6, historyTypes.rows.map((t) => t.type).join());
  });
});

describe('orders', () => {
  test('3,000 demo orders in every status, over 12 months, numbered in time order', async () => {
    assert.equal(
      await one('select count(*) from orders where store_id = $1', [DEMO_STORE_ID]),
      3000,
    );
    const statuses = await db.query<{ status: string }>(
      'select distinct status from orders where store_id = $1 order by 1',
      [DEMO_STORE_ID],
    );
    assert.deepEqual(
      statuses.rows.map((s) => s.status),
      ['cancelled', 'delivered', 'draft', 'pending', 'processing', 'shipped'],
    );
    const months = await one(
      `select count(distinct to_char(created_at at time zone 'America/Santiago', 'YYYY-MM')) from orders where store_id = $1`,
      [DEMO_STORE_ID],
    );
    assert.ok(months >= 12, `months: ${months}`);
    assert.ok(
      (await one(
        "select count(*) from orders where store_id = $1 and created_at < now() - interval '330 days'",
        [DEMO_STORE_ID],
      )) > 0,
    );
    assert.equal(await one('select count(*) from orders where created_at > now()'), 0);
    const disorder = await one(
      `select count(*) from (select created_at, lag(created_at) over (order by order_number) as prev from orders where store_id = $1) x
       where prev > created_at`,
      [DEMO_STORE_ID],
    );
    assert.equal(disorder, 0);
    assert.equal(
      await one('select min(order_number) from orders where store_id = $1', [DEMO_STORE_ID]),
      1001,
    );
    assert.equal(
      await one('select max(order_number) from orders where store_id = $1', [DEMO_STORE_ID]),
      4000,
    );
    assert.equal(
      await one('select last_order_number from stores where id = $1', [DEMO_STORE_ID]),
      4000,
    );
  });

  test('recent orders: some created today, a handful pending in the last days, one blocked by another order', async () => {
    const today = await one(
      `select count(*) from orders where store_id = $1
       and (created_at at time zone 'America/Santiago')::date = (now() at time zone 'America/Santiago')::date`,
      [DEMO_STORE_ID],
    );
    assert.ok(today >= 3, `today: ${today}`);
    const pending = await one(
      "select count(*) from orders where store_id = $1 and status = 'pending' and created_at > now() - interval '7 days'",
      [DEMO_STORE_ID],
    );
    assert.ok(pending >= 3 && pending <= 40, `pending: ${pending}`);
    assert.ok(
      (await one(
        "select count(*) from orders where store_id = $1 and created_at > now() - interval '7 days'",
        [DEMO_STORE_ID],
      )) >= 40,
    );
    const locked = await db.query<{ status: string; blocker_status: string }>(
      `select o.status, b.status as blocker_status from orders o
       join orders b on b.store_id = o.store_id and b.id = o.payment_locked_on_order_id where o.store_id = $1`,
      [DEMO_STORE_ID],
    );
    assert.deepEqual(locked.rows, [{ status: 'draft', blocker_status: 'draft' }]);
  });

  test('amounts add up: items, shipping, totals, payments', async () => {
    assert.equal(
      await one(
        'select count(*) from orders where total_amount <> subtotal_amount + shipping_cost',
      ),
      0,
    );
    assert.equal(
      await one(
        `select count(*) from orders o where subtotal_amount <>
         (select sum(price * quantity) from order_items i where i.store_id = o.store_id and i.order_id = o.id)`,
      ),
      0,
    );
    assert.equal(
      await one(
        `select count(*) from orders o where (o.paid_at is not null) <>
         exists (select 1 from payments p where p.store_id = o.store_id and p.order_id = o.id and p.status = 'paid')`,
      ),
      0,
    );
    assert.equal(
      await one("select count(*) from orders where status = 'draft' and paid_at is not null"),
      0,
    );
    assert.equal(
      await one(
        "select count(*) from orders where status in ('pending', 'processing', 'shipped', 'delivered') and paid_at is null",
      ),
      0,
    );
    assert.equal(
      await one('select count(distinct public_id) from orders'),
      await one('select count(*) from orders'),
    );
    assert.equal(await one("select count(*) from orders where public_id !~ '^[0-9a-f]{32}$'"), 0);
    assert.equal(
      await one(
        "select count(*) from orders where requires_shipping and status in ('shipped', 'delivered') and not exists (select 1 from order_shipments s where s.store_id = orders.store_id and s.order_id = orders.id)",
      ),
      0,
    );
    assert.ok(
      (await one('select count(*) from order_history where store_id = $1', [DEMO_STORE_ID])) > 9000,
    );
  });

  test('account statements: both kinds, balances chain, invoices every month', async () => {
    const { rows } = await db.query<{
      statement: string;
      movement_type: string;
      amount: number;
      balance_after: number;
    }>(
      `select statement, movement_type, amount, balance_after from account_transactions
       where store_id = $1 order by statement, occurred_at, id`,
      [DEMO_STORE_ID],
    );
    const balance = new Map<string, number>();
    for (const t of rows) {
      const next =
        (balance.get(t.statement) ?? 0) + (t.movement_type === 'credit' ? t.amount : -t.amount);
      balance.set(t.statement, next);
      assert.equal(t.balance_after, next);
    }
    assert.deepEqual([...balance.keys()].sort(), ['commission', 'sales']);
    const invoices = await db.query<{ status: string; n: number }>(
      'select status, count(*) as n from invoices where store_id = $1 group by status order by status',
      [DEMO_STORE_ID],
    );
    assert.deepEqual(invoices.rows, [
      { status: 'billed', n: 12 },
      { status: 'pending', n: 1 },
    ]);
  });
});

describe('integrity', () => {
  test('every foreign key holds (the seed loads without per-row checks)', async () => {
    const { rows } = await db.query<{
      name: string;
      child: string;
      parent: string;
      child_cols: string[];
      parent_cols: string[];
    }>(
      `select con.conname as name, con.conrelid::regclass::text as child, con.confrelid::regclass::text as parent,
              array(select attname::text from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i) as child_cols,
              array(select attname::text from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i) as parent_cols
       from pg_constraint con join pg_namespace ns on ns.oid = con.connamespace and ns.nspname = 'public'
       where con.contype = 'f'`,
    );
    assert.ok(rows.length > 40);
    for (const fk of rows) {
      const notNull = fk.child_cols.map((c) => `c.${c} is not null`).join(' and ');
      const join = fk.child_cols.map((c, i) => `p.${fk.parent_cols[i]} = c.${c}`).join(' and ');
      const orphans = await one(
        `select count(*) from ${fk.child} c where ${notNull} and not exists (select 1 from ${fk.parent} p where ${join})`,
      );
      assert.equal(
        orphans,
        0,
        `${fk.name}: ${orphans} rows of ${fk.child} without their ${fk.parent}`,
      );
    }
  });
});

describe('the second store and idempotency', () => {
  test('otra@tienda.cl has its own small data set', async () => {
    assert.ok(
      (await one('select count(*) from products where store_id = $1', [OTRA_STORE_ID])) <= 10,
    );
    assert.equal(
      await one('select count(*) from clients where store_id = $1', [OTRA_STORE_ID]),
      20,
    );
    assert.equal(await one('select count(*) from orders where store_id = $1', [OTRA_STORE_ID]), 60);
    assert.equal(
      await one(
        'select count(*) from orders o join clients c on c.id = o.client_id where o.store_id <> c.store_id',
      ),
      0,
    );
  });

  test('seeding again changes nothing', async () => {
    const before = await db.query(
      'select (select count(*) from users) u, (select count(*) from orders) o, (select count(*) from seed_runs) r',
    );
    await seedDatabase(db, { scale: 'test', demo: true });
    const after = await db.query(
      'select (select count(*) from users) u, (select count(*) from orders) o, (select count(*) from seed_runs) r',
    );
    assert.deepEqual(after.rows, before.rows);
  });
});
