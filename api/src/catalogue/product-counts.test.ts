import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Database } from '../db/index.ts';
import { DEMO_STORE_ID } from '../db/seed-ids.ts';
import { openSeededTestDatabase } from '../testing/seeded-database.ts';
import { listProducts } from './product-queries.ts';

const COMBINATION = `store_id::text as store_id, archived, type, visible, requires_membership,
  stock_state`;

/** The products per store and combination of the list's filters, counted and as kept. */
const DIRECT = `select ${COMBINATION}, count(*)::int as n
  from (select store_id, status = 'archived' as archived, type, visible, requires_membership,
          product_stock_state(stock, min_stock) as stock_state from products) p
  group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
const KEPT = `select ${COMBINATION}, products as n from product_counts where products <> 0
  order by 1, 2, 3, 4, 5, 6`;

describe('product_counts (migration 011)', () => {
  let db: Database;

  async function assertInStep(message: string) {
    const [direct, kept] = await Promise.all([db.query(DIRECT), db.query(KEPT)]);
    assert.ok(direct.rows.length > 0);
    assert.deepEqual(kept.rows, direct.rows, message);
  }

  before(async () => {
    db = await openSeededTestDatabase();
  });
  after(() => db.close());

  it('count every seeded product (the seed bulk-loads with triggers otherwise off)', async () => {
    await assertInStep('after the seed');
  });

  it('follow inserts, changes of each filtered field and deletes', async () => {
    await db.query(
      `insert into products (store_id, sku, name, type, price, stock, min_stock, visible)
       values ($1, 'CNT-1', 'Conteo uno', 'product', 1000, 10, 2, true),
              ($1, 'CNT-2', 'Conteo dos', 'pack', 2000, 0, 0, false)`,
      [DEMO_STORE_ID],
    );
    await assertInStep('after inserting a product and a hidden pack without stock');

    const changes = [
      ['stock within the same state', 'stock = 9'],
      ['stock down to the minimum (low)', 'stock = 2'],
      ['stock to zero (out)', 'stock = 0'],
      ['a minimum over the stock', 'stock = 5, min_stock = 8'],
      ['visibility', 'visible = not visible'],
      ['membership', 'requires_membership = not requires_membership'],
      ['archived', "status = 'archived'"],
      ['a name only', "name = name || ' (editado)'"],
    ];
    for (const [what, set] of changes) {
      await db.query(`update products set ${set} where store_id = $1 and sku like 'CNT-%'`, [
        DEMO_STORE_ID,
      ]);
      await assertInStep(`after changing ${what}`);
    }

    await db.query(`delete from products where store_id = $1 and sku like 'CNT-%'`, [
      DEMO_STORE_ID,
    ]);
    await assertInStep('after deleting them');
  });

  it("answer the list's total exactly for every filter they keep", async () => {
    const filters = {
      stockStatus: ['all', 'in-stock', 'low-stock', 'out-of-stock'],
      type: ['all', 'product', 'pack'],
      visibility: ['all', 'visible', 'hidden'],
      archived: ['no', 'yes', 'all'],
      requiresMembership: ['all', 'yes', 'no'],
    } as const;
    const base = { page: 1, perPage: 1, sortField: 'name', sortDirection: 'asc' } as const;
    for (const [filter, values] of Object.entries(filters)) {
      for (const value of values) {
        const query = {
          stockStatus: 'all',
          type: 'all',
          visibility: 'all',
          archived: 'no',
          requiresMembership: 'all',
          ...base,
          [filter]: value,
        } as Parameters<typeof listProducts>[2];
        const listed = (await listProducts(db, DEMO_STORE_ID, query)).parse();
        // the same filter with a price range from 0, which the kept counts do not answer
        const counted = (await listProducts(db, DEMO_STORE_ID, { ...query, priceMin: 0 })).parse();
        assert.equal(listed.total, counted.total, `${filter}=${value}`);
      }
    }
  });
});
