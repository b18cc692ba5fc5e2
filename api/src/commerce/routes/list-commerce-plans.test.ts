import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { catalogueHelpers } from '../../catalogue/test-helpers.ts';
import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CommercePlan } from '../contract.ts';

describe('GET /api/commerce-plans', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const list = async (query = '', headers: Bearer = demo) => {
    const response = await h.call('GET', `/api/commerce-plans${query}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { plans: CommercePlan[] }).plans;
  };
  const storePlans = async (storeId: string, where = 'true') =>
    (
      await testApp.db.query<{ id: string }>(
        `select id::text as id from commerce_plans where store_id = $1 and (${where})
         order by created_at desc, id desc`,
        [storeId],
      )
    ).rows.map((row) => row.id);

  it("lists every plan of the store, newest first, with each plan's fields", async () => {
    const plans = await list();
    assert.deepEqual(
      plans.map((plan) => plan.id),
      await storePlans(DEMO_STORE_ID),
    );
    const [plan] = plans;
    assert.ok(plan);
    assert.equal(plan.uuid, plan.id);
    const row = await testApp.db.query<Record<string, unknown>>(
      'select * from commerce_plans where store_id = $1 and id = $2',
      [DEMO_STORE_ID, plan.id],
    );
    const saved = row.rows[0] as Record<string, unknown>;
    assert.equal(plan.name, saved.name);
    assert.equal(plan.price, saved.price);
    assert.equal(plan.deliveryFrequency, saved.delivery_frequency);
    assert.equal(plan.renewalPeriod, saved.renewal_period);
    assert.deepEqual(plan.benefits, saved.benefits);
    assert.deepEqual(plan.excludedBenefits, saved.excluded_benefits);
    assert.equal(plan.createdAt, (saved.created_at as Date).toISOString());
  });

  it('counts the distinct clients with an active subscription to each plan', async () => {
    const { rows } = await testApp.db.query<{ id: string; n: number }>(
      `select p.id::text as id, count(distinct s.client_id) filter (where s.status = 'active') as n
       from commerce_plans p left join subscriptions s
         on s.store_id = p.store_id and s.commerce_plan_id = p.id
       where p.store_id = $1 group by p.id`,
      [DEMO_STORE_ID],
    );
    const expected = Object.fromEntries(rows.map((row) => [row.id, Number(row.n)]));
    const plans = await list();
    for (const plan of plans) assert.equal(plan.subscriberCount, expected[plan.id], plan.name);
    assert.ok(
      plans.some((plan) => plan.subscriberCount > 0),
      'the seed subscribes clients to plans',
    );
  });

  it('lists only the plans of the tab when status is given', async () => {
    const active = await list('?status=active');
    const archived = await list('?status=archived');
    assert.ok(active.length > 0 && archived.length > 0);
    assert.ok(active.every((plan) => plan.status === 'active'));
    assert.ok(archived.every((plan) => plan.status === 'archived'));
    assert.deepEqual(
      active.map((plan) => plan.id),
      await storePlans(DEMO_STORE_ID, "status = 'active'"),
    );
    assert.equal(active.length + archived.length, (await list()).length);
  });

  it('answers 400 to an unknown status', async () => {
    const response = await h.call('GET', '/api/commerce-plans?status=borrador', demo);
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });

  it('shows each store only its own plans, and nothing without a token', async () => {
    const plans = await list('', otra);
    assert.deepEqual(
      plans.map((plan) => plan.id),
      await storePlans(OTRA_STORE_ID),
    );
    const demoIds = new Set(await storePlans(DEMO_STORE_ID));
    assert.ok(plans.every((plan) => !demoIds.has(plan.id)));
    assert.equal((await h.call('GET', '/api/commerce-plans', {})).statusCode, 401);
  });
});
