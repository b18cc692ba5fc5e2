import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ShippingRule } from '../contract.ts';

describe('GET /api/shippings/rules', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const list = async (headers: Bearer = demo) => {
    const response = await h.call('GET', '/api/shippings/rules', headers);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { rules: ShippingRule[] }).rules;
  };

  it('lists every rule of the store, active or not, cheapest first', async () => {
    const rules = await list();
    const { rows } = await testApp.db.query<{ id: string; cities: string[]; is_active: boolean }>(
      'select id::text as id, cities, is_active from shipping_rules where store_id = $1',
      [DEMO_STORE_ID],
    );
    assert.equal(rules.length, rows.length);
    const prices = rules.map((rule) => rule.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
    assert.ok(
      rules.some((rule) => !rule.isActive),
      'the inactive rule is listed too',
    );
    for (const rule of rules) {
      const row = rows.find((r) => r.id === rule.id);
      assert.ok(row);
      assert.equal(rule.uuid, rule.id);
      assert.equal(rule.type, 'fixed_price');
      assert.deepEqual(rule.cities, row.cities);
      assert.equal(rule.isActive, row.is_active);
      assert.ok(!Number.isNaN(Date.parse(rule.createdAt)));
    }
  });

  it('shows each store only its own rules, and nothing without a token', async () => {
    const rules = await list(otra);
    const otraIds = await testApp.db.query<{ id: string }>(
      'select id::text as id from shipping_rules where store_id = $1 order by price',
      [OTRA_STORE_ID],
    );
    assert.deepEqual(
      rules.map((rule) => rule.id),
      otraIds.rows.map((row) => row.id),
    );
    assert.equal((await h.call('GET', '/api/shippings/rules', {})).statusCode, 401);
  });
});
