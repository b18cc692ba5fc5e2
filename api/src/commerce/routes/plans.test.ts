import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

describe('plans: GET /api/pricing-plans and GET /api/stores/current-plan', () => {
  let testApp: TestApp;
  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  it('lists the visible pricing plans publicly', async () => {
    const response = await testApp.app.inject({ url: '/api/pricing-plans' });
    assert.equal(response.statusCode, 200);
    const { plans } = response.json() as { plans: Array<Record<string, unknown>> };
    const { rows } = await testApp.db.query<{ n: number }>(
      'select count(*) as n from pricing_plans where visible',
    );
    assert.equal(plans.length, Number(rows[0]?.n));
    for (const plan of plans) {
      for (const field of ['uuid', 'name', 'price', 'basePrice', 'allowCustomDomain', 'features'])
        assert.ok(field in plan, field);
    }
  });

  it("gives the demo store's current plan with its active subscribers", async () => {
    const response = await testApp.app.inject({
      url: '/api/stores/current-plan',
      headers: bearer(await getAccessToken(testApp.app, DEMO_EMAIL)),
    });
    assert.equal(response.statusCode, 200);
    const { currentPlan } = response.json();
    const { rows } = await testApp.db.query<{ plan: string | null; subscribers: number }>(
      `select s.current_plan_id::text as plan,
              (select count(distinct client_id) from subscriptions where store_id = s.id and status = 'active') as subscribers
       from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
      [DEMO_EMAIL],
    );
    if (!rows[0]?.plan) {
      assert.equal(currentPlan, null);
      return;
    }
    assert.equal(currentPlan.id, rows[0].plan);
    assert.equal(currentPlan.activeSubscribers, Number(rows[0].subscribers));
    assert.ok(['monthly', 'annual'].includes(currentPlan.period));
  });

  it("answers 404 'Store not found' without a store", async () => {
    const response = await testApp.app.inject({
      url: '/api/stores/current-plan',
      headers: bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
    });
    assert.equal(response.statusCode, 404);
  });
});
