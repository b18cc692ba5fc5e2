import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { SavedCard } from '../contract.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';

describe('GET /api/payment-methods/credit-cards', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());

  const list = async (headers: Bearer = demo) => {
    const response = await h.call('GET', '/api/payment-methods/credit-cards', headers);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().cards as SavedCard[];
  };

  it('lists the default card first, then the others oldest first', async () => {
    await testApp.db.query(
      `insert into saved_cards (store_id, card_type, last_four, is_default, created_at)
       values ($1, 'Redcompra', '1111', false, now() - interval '5 years')`,
      [DEMO_STORE_ID],
    );
    const cards = await list();
    assert.deepEqual(
      cards.map((card) => [card.cardType, card.lastFour, card.isDefault]),
      [
        ['Visa', '4242', true],
        ['Redcompra', '1111', false],
        ['Mastercard', '5454', false],
      ],
    );
    for (const card of cards) {
      assert.deepEqual(Object.keys(card).sort(), [
        'cardType',
        'createdAt',
        'id',
        'isDefault',
        'lastFour',
      ]);
    }
  });

  it("shows only the caller's cards, and needs a token", async () => {
    assert.deepEqual(await list(otra), [], "otra's store has no cards, demo's are not shown");
    const anonymous = await h.call('GET', '/api/payment-methods/credit-cards', {});
    assert.equal(anonymous.statusCode, 401);
  });
});
