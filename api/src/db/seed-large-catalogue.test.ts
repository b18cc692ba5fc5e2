import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import type { DriverDatabase } from './index.ts';
import { DEMO_STORE, type CategorySeed } from './seed-data.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from './seed-ids.ts';
import { DEMO_PRODUCT_COUNT, seedDatabase } from './seed.ts';
import { generatedProducts } from './seed/large-catalogue.ts';
import { openTestDatabase } from './testing.ts';

const HAND_WRITTEN = DEMO_STORE.products.length;

describe('the large catalogue of the bench scale', () => {
  test('10,000 demo-store products at bench scale; the demo and test scales keep the hand-written ones', () => {
    assert.equal(DEMO_PRODUCT_COUNT.bench, 10_000);
    assert.equal(DEMO_PRODUCT_COUNT.demo, HAND_WRITTEN);
    assert.equal(DEMO_PRODUCT_COUNT.test, HAND_WRITTEN);
  });

  const generated = generatedProducts('demo', DEMO_STORE.products, 10_000 - HAND_WRITTEN);
  const all = [...DEMO_STORE.products, ...generated];

  test('is deterministic, and product n does not depend on how many follow it', () => {
    assert.deepEqual(
      generatedProducts('demo', DEMO_STORE.products, 10_000 - HAND_WRITTEN),
      generated,
    );
    assert.deepEqual(generatedProducts('demo', DEMO_STORE.products, 500), generated.slice(0, 500));
  });

  test('names and SKUs are unique in the store (case aside) and fit the product rules', () => {
    assert.equal(new Set(all.map((p) => p.name.toLowerCase())).size, all.length);
    assert.equal(new Set(all.map((p) => p.sku.trim().toLowerCase())).size, all.length);
    for (const product of generated) {
      assert.ok(product.name.length <= 100, product.name);
      assert.match(product.sku, /^[A-Z]{2,3}-[A-Z0-9]{3}-\d{5}$/, product.sku);
      assert.ok(Number.isInteger(product.price) && product.price >= 990, product.sku);
      assert.ok(product.stock >= 0 && product.minStock >= 0, product.sku);
    }
  });

  test('spread over the store categories, with the mix of a long-lived catalogue', () => {
    const keys = new Set(
      DEMO_STORE.categories.flatMap((root: CategorySeed) => [
        root.key,
        ...(root.children ?? []).map((child) => child.key),
      ]),
    );
    const used = new Set(generated.map((p) => p.category));
    for (const category of used) assert.ok(category === null || keys.has(category), category ?? '');
    assert.ok(used.size >= 14, `${used.size} categories`);
    const share = (test: (p: (typeof generated)[number]) => boolean) =>
      generated.filter(test).length / generated.length;
    const between = (value: number, min: number, max: number, what: string) =>
      assert.ok(value >= min && value <= max, `${what}: ${(value * 100).toFixed(1)}%`);
    between(
      share((p) => Boolean(p.items)),
      0.03,
      0.08,
      'packs',
    );
    between(
      share((p) => p.archived === true),
      0.04,
      0.1,
      'archived',
    );
    between(
      share((p) => p.hidden === true),
      0.02,
      0.08,
      'hidden',
    );
    between(
      share((p) => p.stock === 0),
      0.05,
      0.15,
      'out of stock',
    );
    between(
      share((p) => !p.archived && p.stock > 0 && p.stock <= p.minStock),
      0.05,
      0.15,
      'low stock',
    );
    const prices = generated.map((p) => p.price).sort((a, b) => a - b);
    assert.ok((prices.at(-1) ?? 0) / (prices[0] ?? 1) > 20, 'varied prices');
  });

  test('packs hold 2 to 4 individual products listed before them, never archived or hidden', () => {
    const byKey = new Map(all.map((p) => [p.key, p]));
    const position = new Map(all.map((p, i) => [p.key, i]));
    for (const pack of generated.filter((p) => p.items)) {
      const items = pack.items ?? [];
      assert.ok(items.length >= 2 && items.length <= 4, pack.sku);
      for (const [key] of items) {
        const item = byKey.get(key);
        assert.ok(item && !item.items && !item.archived && !item.hidden, `${pack.sku}: ${key}`);
        assert.ok((position.get(key) ?? Infinity) < (position.get(pack.key) ?? 0), pack.sku);
      }
    }
  });
});

describe('a seed with the large catalogue', () => {
  let db: DriverDatabase;

  before(async () => {
    db = await openTestDatabase();
    // the bench catalogue with few orders, to keep the test short
    await seedDatabase(db, { scale: 'test', demo: true, demoProducts: 10_000, demoOrders: 400 });
  });

  after(async () => {
    await db.close();
  });

  const one = async (sql: string, params: unknown[] = []) => {
    const { rows } = await db.query<{ n: number }>(sql, params);
    return Number(rows[0]?.n);
  };

  test('gives the demo store 10,000 products and leaves the other store alone', async () => {
    assert.equal(
      await one('select count(*) as n from products where store_id = $1', [DEMO_STORE_ID]),
      10_000,
    );
    assert.equal(
      await one('select count(*) as n from products where store_id = $1', [OTRA_STORE_ID]),
      9,
    );
    assert.equal(
      await one(
        'select count(*) as n from (select 1 from products where store_id = $1 group by lower(btrim(sku)) having count(*) > 1) d',
        [DEMO_STORE_ID],
      ),
      0,
    );
  });

  test('orders and subscriptions keep to the hand-written products', async () => {
    const handWritten = await db.query<{ id: string }>(
      `select id::text as id from products where store_id = $1 and sku = any($2::text[])`,
      [DEMO_STORE_ID, DEMO_STORE.products.map((p) => p.sku)],
    );
    assert.equal(handWritten.rows.length, HAND_WRITTEN);
    const ids = handWritten.rows.map((row) => row.id);
    assert.equal(
      await one(
        `select count(*) as n from order_items
         where store_id = $1 and product_id is not null and product_id <> all($2::uuid[])`,
        [DEMO_STORE_ID, ids],
      ),
      0,
    );
    assert.equal(
      await one(
        `select count(*) as n from subscriptions
         where store_id = $1 and product_id is not null and product_id <> all($2::uuid[])`,
        [DEMO_STORE_ID, ids],
      ),
      0,
    );
  });

  test('pack items point to active individual products of the store', async () => {
    assert.ok(
      (await one("select count(*) as n from products where store_id = $1 and type = 'pack'", [
        DEMO_STORE_ID,
      ])) > 300,
    );
    assert.equal(
      await one(
        `select count(*) as n from pack_items i
         join products p on p.store_id = i.store_id and p.id = i.product_id
         where i.store_id = $1 and (p.type <> 'product' or p.status <> 'active')`,
        [DEMO_STORE_ID],
      ),
      0,
    );
  });
});
