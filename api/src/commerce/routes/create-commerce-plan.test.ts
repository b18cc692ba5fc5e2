import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CommercePlan } from '../contract.ts';

const VALID = {
  name: 'Club Degustación',
  description: 'Tres cafés de especialidad al mes',
  price: 19990,
  deliveryFrequency: 'monthly',
  renewalPeriod: 'quarterly',
  benefits: ['Envío gratis', 'Catas online'],
  excludedBenefits: ['Molienda a pedido'],
};

describe('POST /api/commerce-plans', () => {
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
    h.call('POST', '/api/commerce-plans', headers, payload);
  const savedRow = async (id: string) =>
    (
      await testApp.db.query<Record<string, unknown>>(
        'select * from commerce_plans where id = $1',
        [id],
      )
    ).rows[0];

  it('creates an active plan of the caller’s store, first in the list, with no subscribers', async () => {
    const response = await create({ ...VALID, name: '  Club Degustación ' });
    assert.equal(response.statusCode, 201, response.body);
    const plan = response.json() as CommercePlan;
    assert.ok(plan.id);
    assert.equal(plan.uuid, plan.id);
    assert.equal(plan.status, 'active');
    assert.equal(plan.subscriberCount, 0);
    assert.equal(plan.name, 'Club Degustación', 'trimmed');
    const row = await savedRow(plan.id);
    assert.equal(row?.store_id, DEMO_STORE_ID);
    assert.equal(row?.name, 'Club Degustación');
    assert.equal(row?.description, VALID.description);
    assert.equal(row?.price, 19990);
    assert.equal(row?.delivery_frequency, 'monthly');
    assert.equal(row?.renewal_period, 'quarterly');
    assert.equal(row?.status, 'active');
    assert.deepEqual(row?.benefits, VALID.benefits);
    assert.deepEqual(row?.excluded_benefits, VALID.excludedBenefits);

    const list = await h.call('GET', '/api/commerce-plans?status=active', demo);
    assert.equal(list.json().plans[0].id, plan.id, 'newest first');
  });

  it('takes the form’s values as a form sends them: a price as text, no description nor benefits', async () => {
    const response = await create({
      name: 'Plan Básico',
      price: '4990',
      deliveryFrequency: 'weekly',
      renewalPeriod: 'monthly',
    });
    assert.equal(response.statusCode, 201, response.body);
    const plan = response.json() as CommercePlan;
    assert.equal(plan.price, 4990);
    assert.equal(plan.description, '');
    assert.deepEqual(plan.benefits, []);
    assert.deepEqual(plan.excludedBenefits, []);
  });

  it('saves a copy as a new active plan, even of an archived one', async () => {
    const original = (await h.call('GET', '/api/commerce-plans?status=archived', demo)).json()
      .plans[0] as CommercePlan;
    assert.ok(original, 'the seed has an archived plan');
    const response = await create({
      name: `${original.name} (Copia)`.slice(0, 30),
      description: original.description,
      price: original.price,
      deliveryFrequency: original.deliveryFrequency,
      renewalPeriod: original.renewalPeriod,
      benefits: original.benefits,
      excludedBenefits: original.excludedBenefits,
    });
    assert.equal(response.statusCode, 201, response.body);
    const copy = response.json() as CommercePlan;
    assert.notEqual(copy.id, original.id);
    assert.equal(copy.status, 'active');
    assert.equal(copy.subscriberCount, 0);
    assert.deepEqual(copy.benefits, original.benefits);
    assert.equal((await savedRow(original.id))?.status, 'archived', 'the original is untouched');
  });

  it('answers 400 with the form’s messages and writes nothing', async () => {
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'El nombre es requerido'],
      [{ name: null }, 'name', 'El nombre es requerido'],
      [{ name: 'x'.repeat(31) }, 'name', 'El nombre no puede exceder 30 caracteres'],
      [
        { description: 'x'.repeat(301) },
        'description',
        'La descripción no puede exceder 300 caracteres',
      ],
      [{ price: -1 }, 'price', 'El precio debe ser mayor o igual a 0'],
      [{ price: '' }, 'price', 'El precio es requerido'],
      [{ price: 'mil' }, 'price', 'El precio debe ser mayor o igual a 0'],
      [{ price: 7_000_001 }, 'price', 'El precio no puede exceder $7.000.000'],
      [{ price: 10.5 }, 'price', 'El precio debe ser un número entero de pesos'],
      [
        { deliveryFrequency: 'daily' },
        'deliveryFrequency',
        'Selecciona una frecuencia de entrega: semanal, quincenal o mensual',
      ],
      [
        { renewalPeriod: 'weekly' },
        'renewalPeriod',
        'Selecciona un período de renovación: mensual, bimestral, trimestral, semestral o anual',
      ],
      [
        { benefits: ['x'.repeat(51)] },
        'benefits[0]',
        'El beneficio no puede exceder 50 caracteres',
      ],
      [
        { excludedBenefits: ['ok', 'x'.repeat(51)] },
        'excludedBenefits[1]',
        'El beneficio excluido no puede exceder 50 caracteres',
      ],
      [{ benefits: ['  '] }, 'benefits[0]', 'El beneficio no puede estar vacío'],
    ];
    for (const [change, field, message] of cases) {
      const response = await create({ ...VALID, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().message, message);
      assert.equal(response.json().fields[field], message, field);
    }
    for (const payload of [{}, [], 'plan', { ...VALID, price: { value: 1 } }]) {
      const response = await create(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });

  it('creates in the caller’s store only, and needs a token', async () => {
    const response = await create({ ...VALID, name: 'Huerta Premium' }, otra);
    assert.equal(response.statusCode, 201);
    assert.equal((await savedRow(response.json().id))?.store_id, OTRA_STORE_ID);
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    assert.equal((await create(VALID, {} as Bearer)).statusCode, 401);
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });
});
