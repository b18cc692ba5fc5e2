import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { SavedCard } from '../contract.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

describe('DELETE /api/payment-methods/credit-cards/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());

  const remove = (id: string, headers: Bearer = demo) =>
    h.call('DELETE', `/api/payment-methods/credit-cards/${id}`, headers);
  const byLastFour = async (lastFour: string) => {
    const card = (await h.cardsOf(DEMO_STORE_ID)).find((one) => one.lastFour === lastFour);
    assert.ok(card, lastFour);
    return card;
  };

  it("answers 404 for another store's card, changing nothing", async () => {
    const before = await h.cardsOf(DEMO_STORE_ID);
    const response = await remove((await byLastFour('4242')).id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Tarjeta no encontrada');
    assert.equal((await remove('00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await remove((await byLastFour('4242')).id, {} as Bearer)).statusCode, 401);
    assert.deepEqual(await h.cardsOf(DEMO_STORE_ID), before);
  });

  it('deletes a card that is not the default: the default stays', async () => {
    await testApp.db.query(
      `insert into saved_cards (store_id, card_type, last_four, is_default, created_at)
       values ($1, 'Redcompra', '3333', false, now())`,
      [DEMO_STORE_ID],
    );
    const response = await remove((await byLastFour('3333')).id);
    assert.equal(response.statusCode, 200, response.body);
    const cards = response.json().cards as SavedCard[];
    assert.deepEqual(
      cards.map((card) => [card.lastFour, card.isDefault]),
      [
        ['4242', true],
        ['5454', false],
      ],
    );
  });

  it('deleting the default makes the oldest remaining card the default', async () => {
    // A newer card, so "the first remaining" has to mean the oldest one (5454), not the newest.
    await testApp.db.query(
      `insert into saved_cards (store_id, card_type, last_four, is_default, created_at)
       values ($1, 'Redcompra', '7777', false, now())`,
      [DEMO_STORE_ID],
    );
    const response = await remove((await byLastFour('4242')).id);
    assert.equal(response.statusCode, 200, response.body);
    const cards = response.json().cards as SavedCard[];
    assert.deepEqual(
      cards.map((card) => [card.lastFour, card.isDefault]),
      [
        ['5454', true],
        ['7777', false],
      ],
    );
    assert.equal((await h.cardsOf(DEMO_STORE_ID)).filter((card) => card.isDefault).length, 1);
  });

  it('deletes the last cards down to an empty list', async () => {
    for (const card of await h.cardsOf(DEMO_STORE_ID)) {
      assert.equal((await remove(card.id)).statusCode, 200);
    }
    const list = await h.call('GET', '/api/payment-methods/credit-cards', demo);
    assert.deepEqual(list.json().cards, []);
  });
});
