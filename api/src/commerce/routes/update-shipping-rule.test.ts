import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ShippingRule } from '../contract.ts';

describe('PUT /api/shippings/rules/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const update = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/shippings/rules/${id}`, headers, payload);
  const ruleId = async (storeId: string, where = 'true') => {
    const id = await h.one(
      `select id::text as value from shipping_rules where store_id = $1 and (${where})
       order by price, id limit 1`,
      [storeId],
    );
    assert.ok(id, `a rule of ${storeId} where ${where}`);
    return id;
  };
  const savedRow = async (id: string) =>
    (
      await testApp.db.query<Record<string, unknown>>(
        'select * from shipping_rules where id = $1',
        [id],
      )
    ).rows[0];

  it('replaces the whole rule: price, communes (official, once each) and state', async () => {
    const id = await ruleId(DEMO_STORE_ID, 'is_active');
    const response = await update(id, {
      type: 'fixed_price',
      price: 3490,
      cities: ['san miguel', 'La Cisterna', 'SAN MIGUEL'],
      isActive: false,
    });
    assert.equal(response.statusCode, 200, response.body);
    const rule = response.json() as ShippingRule;
    assert.equal(rule.id, id);
    assert.deepEqual(rule.cities, ['San Miguel', 'La Cisterna']);
    const row = await savedRow(id);
    assert.equal(row?.price, 3490);
    assert.deepEqual(row?.cities, ['San Miguel', 'La Cisterna']);
    assert.equal(row?.is_active, false);
  });

  it('takes what the body leaves out from the form’s defaults: isActive true', async () => {
    const id = await ruleId(DEMO_STORE_ID, 'not is_active');
    const response = await update(id, { price: 9990, cities: ['Punta Arenas', 'Arica'] });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await savedRow(id))?.is_active, true);
  });

  it('answers 400 with the side form’s message to a bad body, changing nothing', async () => {
    const id = await ruleId(DEMO_STORE_ID);
    const before = await h.snapshot('shipping_rules', DEMO_STORE_ID);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 50, cities: ['Santiago'] }, 'El precio mínimo es $100'],
      [{ price: 2_000_000, cities: ['Santiago'] }, 'El precio máximo es $1.000.000'],
      [{ price: 2990, cities: [] }, 'Selecciona al menos una comuna'],
      [{ price: 2990, cities: ['Santiago', 'Narnia'] }, 'Comuna desconocida: Narnia'],
    ];
    for (const [payload, message] of cases) {
      const response = await update(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message);
    }
    assert.equal((await update(id, { price: 2990, cities: [['Santiago']] })).statusCode, 400);
    assert.deepEqual(await h.snapshot('shipping_rules', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's rule and to an unknown one, and 401 without a token", async () => {
    const id = await ruleId(DEMO_STORE_ID);
    const body = { price: 100, cities: ['Quilpué'], isActive: true };
    const before = await h.snapshot('shipping_rules', DEMO_STORE_ID);
    const foreign = await update(id, body, otra);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'Regla de despacho no encontrada');
    const unknown = await update('00000000-0000-4000-8000-000000000000', body);
    assert.equal(unknown.statusCode, 404);
    assert.equal((await update(id, body, {} as Bearer)).statusCode, 401);
    assert.deepEqual(await h.snapshot('shipping_rules', DEMO_STORE_ID), before);
    const own = await ruleId(OTRA_STORE_ID);
    assert.equal((await update(own, body, otra)).statusCode, 200);
  });
});
