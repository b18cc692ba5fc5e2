import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { SavedCard } from '../contract.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

describe('PUT /api/payment-methods/credit-cards/:id/set-default', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());

  const setDefault = (id: string, payload: unknown = { isDefault: true }, headers = demo) =>
    h.call('PUT', `/api/payment-methods/credit-cards/${id}/set-default`, headers, payload);

  it('makes the card the default and leaves exactly one default', async () => {
    const mastercard = (await h.cardsOf(DEMO_STORE_ID)).find((card) => card.lastFour === '5454');
    assert.ok(mastercard && !mastercard.isDefault);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await setDefault(mastercard.id);
      assert.equal(response.statusCode, 200, response.body);
      const cards = response.json().cards as SavedCard[];
      assert.equal(cards[0]?.id, mastercard.id, 'the default is listed first');
      assert.deepEqual(
        cards.filter((card) => card.isDefault).map((card) => card.id),
        [mastercard.id],
      );
    }
    const stored = await h.cardsOf(DEMO_STORE_ID);
    assert.deepEqual(
      stored.filter((card) => card.isDefault).map((card) => card.lastFour),
      ['5454'],
    );
  });

  it("answers 404 for another store's card or an unknown one, changing nothing", async () => {
    const before = await h.cardsOf(DEMO_STORE_ID);
    const visa = before.find((card) => card.lastFour === '4242');
    for (const [id, headers] of [
      [visa?.id ?? '', otra],
      ['00000000-0000-4000-8000-000000000000', demo],
    ] as const) {
      const response = await setDefault(id, { isDefault: true }, headers);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, 'Tarjeta no encontrada');
    }
    assert.deepEqual(await h.cardsOf(DEMO_STORE_ID), before);
    assert.equal((await setDefault(visa?.id ?? '', undefined, {} as Bearer)).statusCode, 401);
  });

  it('answers 400 unless the body is {isDefault: true}', async () => {
    const before = await h.cardsOf(DEMO_STORE_ID);
    const visa = before.find((card) => card.lastFour === '4242');
    for (const payload of [{}, { isDefault: false }, { isDefault: 'sí' }, []]) {
      const response = await setDefault(visa?.id ?? '', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.equal((await setDefault('tarjeta')).statusCode, 400);
    assert.deepEqual(await h.cardsOf(DEMO_STORE_ID), before);
  });
});
