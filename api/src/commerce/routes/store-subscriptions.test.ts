import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { PRO_PLAN_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';

describe('GET /api/store-subscriptions and GET /api/store-subscriptions/current-plan', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  it('lists the pricing page’s plans without a token, as /api/pricing-plans does', async () => {
    const response = await testApp.app.inject({ url: '/api/store-subscriptions' });
    assert.equal(response.statusCode, 200);
    const pricing = await testApp.app.inject({ url: '/api/pricing-plans' });
    assert.deepEqual(response.json(), pricing.json());
    const { plans } = response.json() as {
      plans: Array<{ name: string; basePrice: number | null }>;
    };
    assert.deepEqual(
      plans.map((plan) => [plan.name, plan.basePrice]),
      [
        ['Starter', null],
        ['Pro', 500_000],
      ],
    );
  });

  it("gives the caller's own plan, as /api/stores/current-plan does", async () => {
    const response = await testApp.app.inject({
      url: '/api/store-subscriptions/current-plan',
      headers: demo,
    });
    assert.equal(response.statusCode, 200);
    const same = await testApp.app.inject({ url: '/api/stores/current-plan', headers: demo });
    assert.deepEqual(response.json(), same.json());
    const { currentPlan } = response.json();
    assert.equal(currentPlan.nextPlanUuid, null);
    assert.match(currentPlan.renewalDate, /^\d{4}-\d{2}-\d{2}$/);

    const other = await testApp.app.inject({
      url: '/api/store-subscriptions/current-plan',
      headers: otra,
    });
    assert.equal(other.json().currentPlan.id, PRO_PLAN_ID, "otra's store is on Pro");
    assert.notEqual(other.json().currentPlan.id, currentPlan.id);
  });

  it('needs a token for the current plan', async () => {
    const response = await testApp.app.inject({ url: '/api/store-subscriptions/current-plan' });
    assert.equal(response.statusCode, 401);
  });
});
