import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID, PRO_PLAN_ID, STARTER_PLAN_ID } from '../../db/seed-ids.ts';
import type { Database } from '../../db/index.ts';
import type { HttpError } from '../../http/errors.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import { SandboxPaymentProvider } from '../../payments/sandbox-provider.ts';
import { TEST_PUBLIC_URL, type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { upgradePlan } from '../plan-change.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';
import { TEST_CARDS, enrolThroughSandbox } from '../saved-card-test-helpers.ts';

const UPGRADE = { planId: PRO_PLAN_ID, currentPlanId: STARTER_PLAN_ID };

describe('PUT /api/store-subscriptions/upgrade-plan', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());
  beforeEach(() => h.putOnPlan(DEMO_STORE_ID, STARTER_PLAN_ID));

  const upgrade = (payload: unknown, headers: Bearer = demo) =>
    h.call('PUT', '/api/store-subscriptions/upgrade-plan', headers, payload);

  /** Proves a refused upgrade changed nothing: the plan, the history, the charges. */
  async function unchanged(action: () => Promise<void>) {
    const before = {
      plan: await h.planOf(DEMO_STORE_ID),
      changes: await h.planChanges(DEMO_STORE_ID),
      charges: await h.sandboxCharges(),
    };
    await action();
    assert.deepEqual(await h.planOf(DEMO_STORE_ID), before.plan);
    assert.deepEqual(await h.planChanges(DEMO_STORE_ID), before.changes);
    assert.deepEqual(
      (await h.sandboxCharges()).filter((charge) => charge.status === 'authorized'),
      before.charges.filter((charge) => charge.status === 'authorized'),
    );
  }

  it('moves to Pro now, charging exactly the base-price difference to the default card', async () => {
    const token = await h.defaultCardToken(DEMO_STORE_ID);
    const chargesBefore = (await h.sandboxCharges()).length;
    // A client cannot name the charge: fields beyond planId and currentPlanId are ignored.
    const response = await upgrade({ ...UPGRADE, chargeAmount: 1, amount: 1 });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.currentPlan.id, PRO_PLAN_ID);
    assert.equal(body.currentPlan.nextPlanUuid, null);
    assert.equal(body.change.kind, 'upgrade');
    assert.equal(body.change.chargeAmount, 500_000);
    assert.deepEqual(body.change.card, { cardType: 'Visa', lastFour: '4242' });
    assert.match(body.change.authorizationCode, /^\d{6}$/);

    const charges = (await h.sandboxCharges()).slice(chargesBefore);
    assert.deepEqual(charges, [{ tbkUser: token, amount: 500_000, status: 'authorized' }]);
    assert.equal((await h.planOf(DEMO_STORE_ID))?.current, PRO_PLAN_ID);
    const [change] = (await h.planChanges(DEMO_STORE_ID)).slice(-1);
    assert.deepEqual(
      { ...change, effectiveDay: undefined },
      {
        kind: 'upgrade',
        status: 'applied',
        from: STARTER_PLAN_ID,
        to: PRO_PLAN_ID,
        chargeAmount: 500_000,
        effectiveDay: undefined,
      },
    );
    const current = await h.call('GET', '/api/store-subscriptions/current-plan', demo);
    assert.equal(current.json().currentPlan.id, PRO_PLAN_ID);
  });

  it('applies only one of two upgrades sent at once, charging once', async () => {
    const chargesBefore = (await h.sandboxCharges()).length;
    const changesBefore = (await h.planChanges(DEMO_STORE_ID)).length;
    const responses = await Promise.all([upgrade(UPGRADE), upgrade(UPGRADE)]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    assert.equal(
      refused?.json().message,
      'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.',
    );
    assert.equal((await h.sandboxCharges()).length, chargesBefore + 1);
    assert.equal((await h.planChanges(DEMO_STORE_ID)).length, changesBefore + 1);
  });

  it('refuses a stale current plan, a plan that is not higher, and the same plan', async () => {
    await unchanged(async () => {
      const stale = await upgrade({ planId: PRO_PLAN_ID, currentPlanId: PRO_PLAN_ID });
      assert.equal(stale.statusCode, 409);
      assert.equal(
        stale.json().message,
        'Tu plan cambió mientras tanto. Recarga la página e intenta nuevamente.',
      );
      const same = await upgrade({ planId: STARTER_PLAN_ID, currentPlanId: STARTER_PLAN_ID });
      assert.equal(same.statusCode, 400);
      assert.equal(same.json().message, 'Ya estás en este plan');
    });
    await h.putOnPlan(DEMO_STORE_ID, PRO_PLAN_ID);
    await unchanged(async () => {
      const lower = await upgrade({ planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID });
      assert.equal(lower.statusCode, 400);
      assert.equal(lower.json().message, 'El plan elegido no es superior a tu plan actual');
    });
  });

  it('refuses while a downgrade is pending, with the spec’s message', async () => {
    await h.putOnPlan(DEMO_STORE_ID, PRO_PLAN_ID);
    const downgrade = await h.call('PUT', '/api/store-subscriptions/downgrade-plan', demo, {
      planId: STARTER_PLAN_ID,
      currentPlanId: PRO_PLAN_ID,
    });
    assert.equal(downgrade.statusCode, 200, downgrade.body);
    await unchanged(async () => {
      // The pending change is refused before anything else about the chosen plan.
      const response = await upgrade({ planId: PRO_PLAN_ID, currentPlanId: PRO_PLAN_ID });
      assert.equal(response.statusCode, 409);
      assert.equal(
        response.json().message,
        'Debes anular el cambio de plan planificado antes de seleccionar un nuevo plan',
      );
    });
  });

  it('is blocked without billing data, and without a default card', async () => {
    await h.putOnPlan(OTRA_STORE_ID, STARTER_PLAN_ID);
    const noBilling = await upgrade(UPGRADE, otra);
    assert.equal(noBilling.statusCode, 409);
    assert.equal(
      noBilling.json().message,
      'Completa tus datos de facturación para poder cambiar de plan.',
    );
    await h.putOnPlan(OTRA_STORE_ID, PRO_PLAN_ID);

    const cards = await h.cardsOf(DEMO_STORE_ID);
    await testApp.db.query('update saved_cards set is_default = false where store_id = $1', [
      DEMO_STORE_ID,
    ]);
    await unchanged(async () => {
      const noCard = await upgrade(UPGRADE);
      assert.equal(noCard.statusCode, 409);
      assert.equal(
        noCard.json().message,
        'Registra una tarjeta de crédito predeterminada para poder cambiar de plan.',
      );
    });
    const first = cards.find((card) => card.isDefault);
    await testApp.db.query(
      'update saved_cards set is_default = true where store_id = $1 and id = $2',
      [DEMO_STORE_ID, first?.id],
    );
  });

  it('changes nothing when the charge is declined, and charges a card enrolled later', async () => {
    const setDefault = async (lastFour: string) => {
      const card = (await h.cardsOf(DEMO_STORE_ID)).find((one) => one.lastFour === lastFour);
      const response = await h.call(
        'PUT',
        `/api/payment-methods/credit-cards/${card?.id}/set-default`,
        demo,
        { isDefault: true },
      );
      assert.equal(response.statusCode, 200, response.body);
      return card?.token;
    };
    // A prepaid card holds $100.000 in the sandbox: the $500.000 charge is declined.
    await enrolThroughSandbox(testApp, demo, { card: TEST_CARDS.prepaid });
    const prepaid = await setDefault('6590');
    await unchanged(async () => {
      const declined = await upgrade(UPGRADE);
      assert.equal(declined.statusCode, 402);
      assert.equal(
        declined.json().message,
        'El cobro del cambio de plan fue rechazado. Revisa tu tarjeta e intenta nuevamente.',
      );
    });
    assert.deepEqual((await h.sandboxCharges()).at(-1), {
      tbkUser: prepaid,
      amount: 500_000,
      status: 'failed',
    });

    await enrolThroughSandbox(testApp, demo, { card: TEST_CARDS.approving });
    const visa = await setDefault('6623');
    const approved = await upgrade(UPGRADE);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.deepEqual(approved.json().change.card, { cardType: 'Visa', lastFour: '6623' });
    assert.deepEqual((await h.sandboxCharges()).at(-1), {
      tbkUser: visa,
      amount: 500_000,
      status: 'authorized',
    });
  });

  it('reverses the charge when the plan cannot be applied after it, and the next try works', async () => {
    // The database fails between the approved charge and the plan's change: the second of the
    // upgrade's two transactions.
    let transactions = 0;
    const failing: Database = {
      ...testApp.db,
      transaction(fn) {
        transactions += 1;
        if (transactions === 2) return Promise.reject(new Error('la base de datos no responde'));
        return testApp.db.transaction(fn);
      },
    };
    const payments = new SandboxPaymentProvider({ db: testApp.db, publicUrl: TEST_PUBLIC_URL });
    const logged: string[] = [];
    const log = { error: (_details: unknown, message: string) => logged.push(message) };
    const token = await h.defaultCardToken(DEMO_STORE_ID);
    await unchanged(async () => {
      await assert.rejects(
        upgradePlan(failing, payments, DEMO_STORE_ID, UPGRADE, log as never),
        (error: HttpError) =>
          error.statusCode === 503 &&
          error.message === 'Error al cambiar de plan. Por favor, intenta nuevamente.',
      );
    });
    assert.deepEqual((await h.sandboxCharges()).at(-1), {
      tbkUser: token,
      amount: 500_000,
      status: 'reversed',
    });
    assert.deepEqual(logged, ['an upgrade charge was reversed: its plan could not be applied']);

    // Nothing is left marked as being charged: the merchant's next try goes through at once.
    const retried = await upgrade(UPGRADE);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual((await h.sandboxCharges()).at(-1), {
      tbkUser: token,
      amount: 500_000,
      status: 'authorized',
    });
  });

  it('gives back a whole authorized charge once, and nothing else', async () => {
    const payments = new SandboxPaymentProvider({ db: testApp.db, publicUrl: TEST_PUBLIC_URL });
    const tbkUser = await h.defaultCardToken(DEMO_STORE_ID);
    assert.ok(tbkUser);
    const buyOrder = `UPG-REVERSE-${Date.now()}`;
    const charge = await payments.authorizeCharge({ tbkUser, buyOrder, amount: 9_990 });
    assert.equal(charge.status, 'authorized');
    const refused = (input: { buyOrder: string; amount: number }) =>
      assert.rejects(payments.reverseCharge(input), PaymentProviderError);
    await refused({ buyOrder, amount: 5_000 });
    await refused({ buyOrder: 'UPG-NO-EXISTE', amount: 9_990 });
    assert.deepEqual(await payments.reverseCharge({ buyOrder, amount: 9_990 }), {
      buyOrder,
      amount: 9_990,
    });
    await refused({ buyOrder, amount: 9_990 });
  });

  it("changes only the caller's store, and needs a token", async () => {
    const otraBefore = await h.planOf(OTRA_STORE_ID);
    await unchanged(async () => {
      // otra is on Pro: demo's view of the plans is stale for it.
      const response = await upgrade(UPGRADE, otra);
      assert.equal(response.statusCode, 409);
      assert.equal((await upgrade(UPGRADE, {} as Bearer)).statusCode, 401);
    });
    assert.deepEqual(await h.planOf(OTRA_STORE_ID), otraBefore);
  });

  it('answers 400 for a body without two plan ids, changing nothing', async () => {
    await unchanged(async () => {
      for (const payload of [{}, { planId: PRO_PLAN_ID }, { ...UPGRADE, planId: 'pro' }, []]) {
        const response = await upgrade(payload);
        assert.equal(response.statusCode, 400, JSON.stringify(payload));
        assert.ok(response.json().message);
      }
    });
  });
});
