import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ShippingRule } from '../contract.ts';

describe('POST /api/shippings/rules', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const create = (payload: unknown, headers: Bearer = demo) =>
    h.call('POST', '/api/shippings/rules', headers, payload);
  const savedRow = async (id: string) =>
    (
      await testApp.db.query<Record<string, unknown>>(
        'select * from shipping_rules where id = $1',
        [id],
      )
    ).rows[0];

  it('creates a rule with the official spelling of each commune, once each', async () => {
    const response = await create({
      type: 'fixed_price',
      price: 4500,
      cities: ['  nunoa ', 'VIÑA DEL MAR', 'Ñuñoa', 'los angeles', 'Viña del Mar'],
      isActive: false,
    });
    assert.equal(response.statusCode, 201, response.body);
    const rule = response.json() as ShippingRule;
    assert.equal(rule.uuid, rule.id);
    assert.deepEqual(rule.cities, ['Ñuñoa', 'Viña del Mar', 'Los Ángeles']);
    assert.equal(rule.isActive, false);
    const row = await savedRow(rule.id);
    assert.equal(row?.store_id, DEMO_STORE_ID);
    assert.equal(row?.type, 'fixed_price');
    assert.equal(row?.price, 4500);
    assert.deepEqual(row?.cities, ['Ñuñoa', 'Viña del Mar', 'Los Ángeles']);
    assert.equal(row?.is_active, false);
  });

  it('defaults to an active fixed-price rule and allows communes other rules list', async () => {
    // Providencia is already in the seed's 2990 rule: an overlap is only a warning on screen.
    const response = await create({ price: '2990', cities: ['Providencia'] });
    assert.equal(response.statusCode, 201, response.body);
    const rule = response.json() as ShippingRule;
    assert.equal(rule.type, 'fixed_price');
    assert.equal(rule.price, 2990);
    assert.equal(rule.isActive, true);
    const listed = (await h.call('GET', '/api/shippings/rules', demo)).json()
      .rules as ShippingRule[];
    assert.ok(listed.some((other) => other.id === rule.id));
  });

  it('answers 400 with the side form’s messages and writes nothing', async () => {
    const before = await h.snapshot('shipping_rules', DEMO_STORE_ID);
    const valid = { type: 'fixed_price', price: 3000, cities: ['Santiago'], isActive: true };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ price: 99 }, 'price', 'El precio mínimo es $100'],
      [{ price: 1_000_001 }, 'price', 'El precio máximo es $1.000.000'],
      [{ price: null }, 'price', 'El precio es requerido'],
      [{ price: 1500.5 }, 'price', 'El precio debe ser un número entero de pesos'],
      [{ cities: [] }, 'cities', 'Selecciona al menos una comuna'],
      [{ cities: undefined }, 'cities', 'Selecciona al menos una comuna'],
      [{ cities: ['Santiago', 'Gotham'] }, 'cities', 'Comuna desconocida: Gotham'],
      [{ cities: ['Mendoza'] }, 'cities', 'Comuna desconocida: Mendoza'],
      [{ type: 'by_weight' }, 'type', 'El tipo de regla solo puede ser precio fijo (fixed_price)'],
      [{ isActive: 'quizás' }, 'isActive', 'El campo isActive debe ser verdadero o falso'],
    ];
    for (const [change, field, message] of cases) {
      const response = await create({ ...valid, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().message, message);
      assert.equal(response.json().fields?.[field], message, field);
    }
    for (const payload of [{}, [], 'regla', { ...valid, cities: 'Santiago' }]) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await h.snapshot('shipping_rules', DEMO_STORE_ID), before);
  });

  it('creates in the caller’s store only, and needs a token', async () => {
    const response = await create({ price: 1990, cities: ['Quilpué'] }, otra);
    assert.equal(response.statusCode, 201);
    assert.equal((await savedRow(response.json().id))?.store_id, OTRA_STORE_ID);
    const before = await h.snapshot('shipping_rules', DEMO_STORE_ID);
    assert.equal(
      (await create({ price: 1990, cities: ['Quilpué'] }, {} as Bearer)).statusCode,
      401,
    );
    assert.deepEqual(await h.snapshot('shipping_rules', DEMO_STORE_ID), before);
  });
});
