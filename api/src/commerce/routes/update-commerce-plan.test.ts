import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CommercePlan } from '../contract.ts';

const EDITED = {
  name: 'Club Cordillera Editado',
  description: 'Ahora con despacho quincenal',
  price: 12990,
  deliveryFrequency: 'biweekly',
  renewalPeriod: 'semiannual',
  benefits: ['Envío gratis'],
  excludedBenefits: [],
};

describe('PUT /api/commerce-plans/:id', () => {
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
    h.call('PUT', `/api/commerce-plans/${id}`, headers, payload);
  const planId = async (storeId: string, status: 'active' | 'archived') => {
    const id = await h.one(
      `select id::text as value from commerce_plans where store_id = $1 and status = $2
       order by created_at, id limit 1`,
      [storeId, status],
    );
    assert.ok(id, `a ${status} plan of ${storeId}`);
    return id;
  };

  it('replaces the fields of an active plan and keeps its subscribers', async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    const listed = (await h.call('GET', '/api/commerce-plans', demo)).json()
      .plans as CommercePlan[];
    const previous = listed.find((plan) => plan.id === id);
    assert.ok(previous);
    const response = await update(id, EDITED);
    assert.equal(response.statusCode, 200, response.body);
    const plan = response.json() as CommercePlan;
    assert.equal(plan.id, id);
    assert.equal(plan.status, 'active');
    assert.equal(plan.subscriberCount, previous.subscriberCount);
    assert.equal(plan.createdAt, previous.createdAt);
    assert.ok(plan.updatedAt > previous.updatedAt);
    const { rows } = await testApp.db.query<Record<string, unknown>>(
      'select * from commerce_plans where store_id = $1 and id = $2',
      [DEMO_STORE_ID, id],
    );
    const row = rows[0];
    assert.equal(row?.name, EDITED.name);
    assert.equal(row?.description, EDITED.description);
    assert.equal(row?.price, EDITED.price);
    assert.equal(row?.delivery_frequency, 'biweekly');
    assert.equal(row?.renewal_period, 'semiannual');
    assert.deepEqual(row?.benefits, ['Envío gratis']);
    assert.deepEqual(row?.excluded_benefits, []);
  });

  it('refuses to edit an archived plan with a 409, changing nothing', async () => {
    const id = await planId(DEMO_STORE_ID, 'archived');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const response = await update(id, EDITED);
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'El plan está archivado: solo se pueden editar planes activos',
    );
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });

  it('answers 400 with the form’s message to a bad body, changing nothing', async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...EDITED, name: '   ' }, 'El nombre es requerido'],
      [{ ...EDITED, name: 'x'.repeat(31) }, 'El nombre no puede exceder 30 caracteres'],
      [{ ...EDITED, price: -100 }, 'El precio debe ser mayor o igual a 0'],
      [{ ...EDITED, benefits: ['x'.repeat(51)] }, 'El beneficio no puede exceder 50 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const response = await update(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message);
    }
    assert.equal((await update(id, { ...EDITED, price: [1] })).statusCode, 400);
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's plan and to an unknown one, and 401 without a token", async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const foreign = await update(id, EDITED, otra);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'Plan no encontrado');
    const unknown = await update('00000000-0000-4000-8000-000000000000', EDITED);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Plan no encontrado');
    assert.equal((await update(id, EDITED, {} as Bearer)).statusCode, 401);
    assert.equal((await update('no-es-un-id', EDITED)).statusCode, 400);
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
    const own = await planId(OTRA_STORE_ID, 'active');
    assert.equal((await update(own, EDITED, otra)).statusCode, 200);
  });
});
