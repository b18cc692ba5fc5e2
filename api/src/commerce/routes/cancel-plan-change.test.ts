import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { DEMO_STORE_ID, PRO_PLAN_ID, STARTER_PLAN_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

const DOWNGRADE = { planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID };

describe('PUT /api/store-subscriptions/cancel-plan-change', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());
  beforeEach(() => h.putOnPlan(DEMO_STORE_ID, PRO_PLAN_ID));

  const cancel = (payload: unknown = { cancelNextPlan: true }, headers: Bearer = demo) =>
    h.call('PUT', '/api/store-subscriptions/cancel-plan-change', headers, payload);
  const scheduleDowngrade = async () => {
    const response = await h.call(
      'PUT',
      '/api/store-subscriptions/downgrade-plan',
      demo,
      DOWNGRADE,
    );
    assert.equal(response.statusCode, 200, response.body);
  };

  it('cancels the pending plan: the store stays on its plan, another plan can be chosen', async () => {
    await scheduleDowngrade();
    const response = await cancel();
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.currentPlan.id, PRO_PLAN_ID);
    assert.equal(body.currentPlan.nextPlanUuid, null);
    assert.equal(body.change.kind, 'cancel');
    assert.equal(body.change.chargeAmount, 0);
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, null);
    assert.equal((await h.planChanges(DEMO_STORE_ID)).at(-1)?.status, 'cancelled');

    const current = await h.call('GET', '/api/store-subscriptions/current-plan', demo);
    assert.equal(current.json().currentPlan.nextPlanUuid, null);
    await scheduleDowngrade();
  });

  it('answers 409 when nothing is pending', async () => {
    const response = await cancel();
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'No hay un cambio de plan planificado');
  });

  it("cannot cancel another store's pending change", async () => {
    await scheduleDowngrade();
    const response = await cancel({ cancelNextPlan: true }, otra);
    assert.equal(response.statusCode, 409, 'otra has nothing pending');
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, STARTER_PLAN_ID);
    assert.equal((await cancel({ cancelNextPlan: true }, {} as Bearer)).statusCode, 401);
  });

  it('answers 400 unless the body is {cancelNextPlan: true}', async () => {
    await scheduleDowngrade();
    for (const payload of [{}, { cancelNextPlan: false }, { cancelNextPlan: 'true' }, []]) {
      const response = await cancel(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, STARTER_PLAN_ID);
  });
});
