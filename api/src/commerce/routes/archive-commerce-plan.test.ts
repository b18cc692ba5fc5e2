import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CommercePlan } from '../contract.ts';

describe('PUT /api/commerce-plans/:id/archive', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const archive = (id: string, payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', `/api/commerce-plans/${id}/archive`, headers, payload);
  const planId = async (storeId: string, status: 'active' | 'archived') => {
    const id = await h.one(
      `select id::text as value from commerce_plans where store_id = $1 and status = $2
       order by created_at, id limit 1`,
      [storeId, status],
    );
    assert.ok(id, `a ${status} plan of ${storeId}`);
    return id;
  };
  const tab = async (status: string) =>
    (
      (await h.call('GET', `/api/commerce-plans?status=${status}`, demo)).json()
        .plans as CommercePlan[]
    ).map((plan) => plan.id);

  it('archives an active plan: it moves to the Archived tab and keeps its subscribers', async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    assert.ok((await tab('active')).includes(id));
    const response = await archive(id, { isArchived: true });
    assert.equal(response.statusCode, 200, response.body);
    const plan = response.json() as CommercePlan;
    assert.equal(plan.id, id);
    assert.equal(plan.status, 'archived');
    const subscribers = await h.one<number>(
      `select count(distinct client_id) as value from subscriptions
       where store_id = $1 and commerce_plan_id = $2 and status = 'active'`,
      [DEMO_STORE_ID, id],
    );
    assert.equal(plan.subscriberCount, Number(subscribers));
    assert.ok(!(await tab('active')).includes(id));
    assert.ok((await tab('archived')).includes(id));
    const { rows } = await testApp.db.query<{ status: string; archived_at: Date | null }>(
      'select status, archived_at from commerce_plans where store_id = $1 and id = $2',
      [DEMO_STORE_ID, id],
    );
    assert.equal(rows[0]?.status, 'archived');
    assert.ok(rows[0]?.archived_at);
  });

  it('is irreversible: an archived plan is a 409, and isArchived false a 400', async () => {
    const id = await planId(DEMO_STORE_ID, 'archived');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const again = await archive(id, { isArchived: true });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'El plan ya está archivado');
    const restore = await archive(id, { isArchived: false });
    assert.equal(restore.statusCode, 400);
    assert.equal(restore.json().message, 'Archivar un plan es irreversible: no se puede reactivar');
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });

  it('answers 400 to a body without isArchived true, changing nothing', async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    for (const payload of [{}, { isArchived: 'true' }, { isArchived: null }, [], 'archivar']) {
      const response = await archive(id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
  });

  it("answers 404 to another store's plan, and 401 without a token", async () => {
    const id = await planId(DEMO_STORE_ID, 'active');
    const before = await h.snapshot('commerce_plans', DEMO_STORE_ID);
    const response = await archive(id, { isArchived: true }, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Plan no encontrado');
    assert.equal((await archive(id, { isArchived: true }, {} as Bearer)).statusCode, 401);
    assert.deepEqual(await h.snapshot('commerce_plans', DEMO_STORE_ID), before);
    const own = await planId(OTRA_STORE_ID, 'active');
    assert.equal((await archive(own, { isArchived: true }, otra)).statusCode, 200);
  });
});
