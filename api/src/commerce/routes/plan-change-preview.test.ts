import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, PRO_PLAN_ID, STARTER_PLAN_ID } from '../../db/seed-ids.ts';
import { localDay } from '../../testing/days.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

describe('GET /api/store-subscriptions/plan-change-preview', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());

  const preview = (planId: string, headers: Bearer = demo) =>
    h.call('GET', `/api/store-subscriptions/plan-change-preview?planId=${planId}`, headers);

  it('previews an upgrade: charged today, the base-price difference, to the default card', async () => {
    const response = await preview(PRO_PLAN_ID);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      kind: 'upgrade',
      fromPlanId: STARTER_PLAN_ID,
      toPlanId: PRO_PLAN_ID,
      chargeAmount: 500_000,
      effectiveDate: localDay(new Date()),
      card: { cardType: 'Visa', lastFour: '4242' },
      blockedBy: [],
    });
  });

  it('previews a downgrade: nothing charged, effective at the renewal date', async () => {
    await h.putOnPlan(DEMO_STORE_ID, PRO_PLAN_ID);
    const response = await preview(STARTER_PLAN_ID);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.kind, 'downgrade');
    assert.equal(body.chargeAmount, 0);
    assert.equal(body.effectiveDate, (await h.planOf(DEMO_STORE_ID))?.renewal);
    assert.deepEqual(body.blockedBy, []);
    await h.putOnPlan(DEMO_STORE_ID, STARTER_PLAN_ID);
  });

  it("says what blocks the change: otra's store has no billing data and no card", async () => {
    const response = await preview(STARTER_PLAN_ID, otra);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().card, null);
    assert.deepEqual(response.json().blockedBy, ['billing', 'card']);
  });

  it('says a pending change blocks another', async () => {
    await h.putOnPlan(DEMO_STORE_ID, PRO_PLAN_ID);
    const downgrade = await h.call('PUT', '/api/store-subscriptions/downgrade-plan', demo, {
      planId: STARTER_PLAN_ID,
      currentPlanId: PRO_PLAN_ID,
    });
    assert.equal(downgrade.statusCode, 200, downgrade.body);
    assert.deepEqual((await preview(STARTER_PLAN_ID)).json().blockedBy, ['pending']);
    await h.putOnPlan(DEMO_STORE_ID, STARTER_PLAN_ID);
  });

  it('refuses the current plan (400) and an unknown one (404)', async () => {
    const same = await preview(STARTER_PLAN_ID);
    assert.equal(same.statusCode, 400);
    assert.equal(same.json().message, 'Ya estás en este plan');
    const unknown = await preview('00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Plan no encontrado');
    const malformed = await preview('pro');
    assert.equal(malformed.statusCode, 400);
    assert.equal((await preview(PRO_PLAN_ID, {} as Bearer)).statusCode, 401);
  });
});
