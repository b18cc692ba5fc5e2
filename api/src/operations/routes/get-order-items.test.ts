import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { OrderItems } from '../contract.ts';
import { orderDetailFixtures } from './order-detail-fixtures.ts';

describe('GET /api/orders/:id/items', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let f: ReturnType<typeof orderDetailFixtures>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    f = orderDetailFixtures(testApp);
  });
  after(() => testApp.close());

  const get = (id: string, headers: Bearer = demo) =>
    f.call('GET', `/api/orders/${id}/items`, headers);

  it('lists the lines in their order, with the totals of the order', async () => {
    const id = await f.orderId(
      `o.shipping_cost > 0 and (select count(*) from order_items i
        where i.store_id = o.store_id and i.order_id = o.id) > 1`,
    );
    const response = await get(id);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as OrderItems;
    const { rows } = await testApp.db.query<{
      id: string;
      type: string;
      name: string;
      sku: string | null;
      price: number;
      quantity: number;
    }>(
      `select id::text as id, item_type as type, name, sku, price, quantity from order_items
       where store_id = $1 and order_id = $2 order by sort_order, id`,
      [DEMO_STORE_ID, id],
    );
    assert.deepEqual(
      body.items.map(({ id: itemId, type, name, sku, price, quantity }) => ({
        id: itemId,
        type,
        name,
        sku,
        price,
        quantity,
      })),
      rows,
    );
    const totals = await f.row<{ subtotal: number; shipping: number; total: number }>(
      `select subtotal_amount as subtotal, shipping_cost as shipping, total_amount as total
       from orders where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, id],
    );
    assert.equal(body.subtotal, totals.subtotal);
    assert.equal(body.shippingCost, totals.shipping);
    assert.ok(body.shippingCost > 0);
    assert.equal(body.totalAmount, totals.total);
    assert.equal(body.totalAmount, body.subtotal + body.shippingCost);
  });

  it("gives each line its own image, else its product's thumbnail", async () => {
    const id = await f.orderId(
      `(select count(*) from order_items i where i.store_id = o.store_id and i.order_id = o.id
        and i.product_id is not null) > 1`,
    );
    const { rows } = await testApp.db.query<{ id: string; productId: string }>(
      `select id::text as id, product_id::text as "productId" from order_items
       where store_id = $1 and order_id = $2 and product_id is not null order by sort_order, id`,
      [DEMO_STORE_ID, id],
    );
    const [first, second] = rows as [
      { id: string; productId: string },
      { id: string; productId: string },
    ];
    await testApp.db.query(
      `update products set image_url = 'https://cdn.test/p.jpg',
         images = '{"square_thumb": "https://cdn.test/p-thumb.jpg"}'::jsonb
       where store_id = $1 and id = any($2::uuid[])`,
      [DEMO_STORE_ID, [first.productId, second.productId]],
    );
    await testApp.db.query(
      `update order_items set image_url = 'https://cdn.test/line.jpg' where store_id = $1 and id = $2`,
      [DEMO_STORE_ID, second.id],
    );
    const items = ((await get(id)).json() as OrderItems).items;
    const line = (itemId: string) => items.find((item) => item.id === itemId);
    assert.deepEqual(
      { imageUrl: line(first.id)?.imageUrl, images: line(first.id)?.images },
      {
        imageUrl: 'https://cdn.test/p.jpg',
        images: { square_thumb: 'https://cdn.test/p-thumb.jpg' },
      },
    );
    assert.deepEqual(
      { imageUrl: line(second.id)?.imageUrl, images: line(second.id)?.images },
      {
        imageUrl: 'https://cdn.test/line.jpg',
        images: { square_thumb: 'https://cdn.test/line.jpg' },
      },
    );
  });

  it("answers 404 for another store's order", async () => {
    const id = await f.orderId('true');
    const response = await get(id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, OPERATIONS_MESSAGES.orderNotFound);
  });
});
