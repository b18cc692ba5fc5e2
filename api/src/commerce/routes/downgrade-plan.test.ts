import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID, PRO_PLAN_ID, STARTER_PLAN_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

const DOWNGRADE = { planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID };
const PENDING = 'Debes anular el cambio de plan planificado antes de seleccionar un nuevo plan';

describe('PUT /api/store-subscriptions/downgrade-plan', () => {
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

  const downgrade = (payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', '/api/store-subscriptions/downgrade-plan', headers, payload);

  it('makes Starter the pending plan from the renewal date; Pro stays, nothing is charged', async () => {
    const { renewal } = (await h.planOf(DEMO_STORE_ID)) ?? {};
    const charges = (await h.sandboxCharges()).length;
    const response = await downgrade(DOWNGRADE);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.currentPlan.id, PRO_PLAN_ID);
    assert.equal(body.currentPlan.nextPlanUuid, STARTER_PLAN_ID);
    assert.deepEqual(body.change, {
      kind: 'downgrade',
      chargeAmount: 0,
      effectiveDate: renewal,
      card: { cardType: 'Visa', lastFour: '4242' },
      authorizationCode: null,
    });
    assert.equal((await h.sandboxCharges()).length, charges);
    assert.deepEqual((await h.planChanges(DEMO_STORE_ID)).at(-1), {
      kind: 'downgrade',
      status: 'scheduled',
      from: PRO_PLAN_ID,
      to: STARTER_PLAN_ID,
      chargeAmount: 0,
      effectiveDay: renewal,
    });
    const current = await h.call('GET', '/api/store-subscriptions/current-plan', demo);
    assert.equal(current.json().currentPlan.id, PRO_PLAN_ID);
    assert.equal(current.json().currentPlan.nextPlanUuid, STARTER_PLAN_ID);
  });

  it('refuses a second change while one is pending, with the spec’s message', async () => {
    assert.equal((await downgrade(DOWNGRADE)).statusCode, 200);
    const changes = await h.planChanges(DEMO_STORE_ID);
    const again = await downgrade(DOWNGRADE);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, PENDING);
    assert.deepEqual(await h.planChanges(DEMO_STORE_ID), changes);
  });

  it('applies the pending plan once its day has come, and renews the period from that day', async () => {
    const otraBefore = await h.planOf(OTRA_STORE_ID);
    assert.equal((await downgrade(DOWNGRADE)).statusCode, 200);
    // The renewal date passes: the change was due yesterday.
    await testApp.db.query(
      `update store_plan_changes set effective_at = now() - interval '1 day'
       where store_id = $1 and status = 'scheduled'`,
      [DEMO_STORE_ID],
    );
    const current = await h.call('GET', '/api/store-subscriptions/current-plan', demo);
    assert.equal(current.statusCode, 200, current.body);
    assert.equal(current.json().currentPlan.id, STARTER_PLAN_ID);
    assert.equal(current.json().currentPlan.nextPlanUuid, null);
    const today = (
      await testApp.db.query<{ today: string }>(
        `select (now() at time zone 'America/Santiago')::date::text as today`,
      )
    ).rows[0]!.today;
    assert.ok(
      current.json().currentPlan.renewalDate > today,
      current.json().currentPlan.renewalDate,
    );
    assert.equal((await h.planChanges(DEMO_STORE_ID)).at(-1)?.status, 'applied');
    // A new change can be chosen again, and the other store's plan is untouched.
    const preview = await h.call(
      'GET',
      `/api/store-subscriptions/plan-change-preview?planId=${PRO_PLAN_ID}`,
      demo,
    );
    assert.ok(!preview.json().blockedBy?.includes('pending'), preview.body);
    assert.equal(
      (await h.call('GET', '/api/store-subscriptions/current-plan', otra)).statusCode,
      200,
    );
    assert.deepEqual(await h.planOf(OTRA_STORE_ID), otraBefore);
  });

  it('refuses a plan that is not lower, and a stale current plan', async () => {
    await h.putOnPlan(DEMO_STORE_ID, STARTER_PLAN_ID);
    const higher = await downgrade({ planId: PRO_PLAN_ID, currentPlanId: STARTER_PLAN_ID });
    assert.equal(higher.statusCode, 400);
    assert.equal(higher.json().message, 'El plan elegido no es inferior a tu plan actual');
    const stale = await downgrade(DOWNGRADE);
    assert.equal(stale.statusCode, 409);
    assert.equal(
      stale.json().message,
      'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.',
    );
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, null);
  });

  it('is blocked without billing data (otra) and without a default card', async () => {
    const noBilling = await downgrade(DOWNGRADE, otra);
    assert.equal(noBilling.statusCode, 409);
    assert.equal(
      noBilling.json().message,
      'Completa tus datos de facturación para poder cambiar de plan.',
    );
    assert.equal((await h.planOf(OTRA_STORE_ID))?.next, null);
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, null, "demo's store is not touched");

    for (const card of await h.cardsOf(DEMO_STORE_ID)) {
      const deleted = await h.call('DELETE', `/api/payment-methods/credit-cards/${card.id}`, demo);
      assert.equal(deleted.statusCode, 200);
    }
    const noCard = await downgrade(DOWNGRADE);
    assert.equal(noCard.statusCode, 409);
    assert.equal(
      noCard.json().message,
      'Registra una tarjeta de crédito predeterminada para poder cambiar de plan.',
    );
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, null);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    for (const payload of [{}, { ...DOWNGRADE, currentPlanId: null }, 'texto']) {
      const response = await downgrade(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await downgrade(DOWNGRADE, {} as Bearer)).statusCode, 401);
    assert.equal((await h.planOf(DEMO_STORE_ID))?.next, null);
  });
});
