import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';

describe('DELETE /api/shippings/rules/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const remove = (id: string, headers: Bearer = demo) =>
    h.call('DELETE', `/api/shippings/rules/${id}`, headers);
  const ruleId = async (storeId: string) => {
    const id = await h.one(
      'select id::text as value from shipping_rules where store_id = $1 order by price limit 1',
      [storeId],
    );
    assert.ok(id, `a rule of ${storeId}`);
    return id;
  };
  const exists = async (id: string) =>
    (await h.one('select id::text as value from shipping_rules where id = $1', [id])) !== undefined;

  it('deletes a rule of the store, and a second time answers 404', async () => {
    const id = await ruleId(DEMO_STORE_ID);
    const response = await remove(id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ok: true });
    assert.equal(await exists(id), false);
    const again = await remove(id);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Regla de despacho no encontrada');
  });

  it("answers 404 to another store's rule, 400 to a malformed id and 401 without a token", async () => {
    const id = await ruleId(DEMO_STORE_ID);
    const before = await h.snapshot('shipping_rules', DEMO_STORE_ID);
    const foreign = await remove(id, otra);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'Regla de despacho no encontrada');
    assert.equal((await remove('regla-1')).statusCode, 400);
    assert.equal((await remove(id, {} as Bearer)).statusCode, 401);
    assert.deepEqual(await h.snapshot('shipping_rules', DEMO_STORE_ID), before);
    const own = await ruleId(OTRA_STORE_ID);
    assert.equal((await remove(own, otra)).statusCode, 200);
    assert.equal(await exists(own), false);
  });
});
