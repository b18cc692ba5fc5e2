import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { planChangeHelpers } from '../plan-change-test-helpers.ts';
import { TEST_CARDS, enrolThroughSandbox } from '../saved-card-test-helpers.ts';

const SUCCESS = 'http://localhost:3000/profile/account?addCardStatus=success';
/** "No se pudo enlazar la tarjeta. Por favor, intenta nuevamente." (spec 2 §8), form-encoded. */
const FAILURE =
  'http://localhost:3000/profile/account?card_link_status=error' +
  '&error_message=No+se+pudo+enlazar+la+tarjeta.+Por+favor%2C+intenta+nuevamente.';

describe('one-click card enrolment: POST /api/payment-methods/oneclick/add-card and its return', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof planChangeHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = planChangeHelpers(testApp);
  });
  after(() => testApp.close());

  const listed = async (headers: Bearer) =>
    (await h.call('GET', '/api/payment-methods/credit-cards', headers)).json().cards as Array<{
      cardType: string;
      lastFour: string;
      isDefault: boolean;
    }>;

  it('enrols an approving test card: back on the account page with success, the card listed', async () => {
    const before = await h.cardsOf(DEMO_STORE_ID);
    const { location, page, back } = await enrolThroughSandbox(testApp, demo, {
      card: TEST_CARDS.approving,
    });
    assert.equal(location, SUCCESS);

    // The provider's page: Spanish, each test card a labelled choice, real buttons.
    assert.match(page, /<html lang="es">/);
    assert.match(page, /<h1>Inscripción de tarjeta<\/h1>/);
    for (const [, id] of page.matchAll(/<input type="radio" id="([^"]+)" name="cardNumber"/g)) {
      assert.match(page, new RegExp(`<label class="option" for="${id}">`));
    }
    assert.match(
      page,
      /<button type="submit" name="action" value="enrol">Inscribir tarjeta<\/button>/,
    );
    assert.match(page, /value="abort"[^>]*>Cancelar inscripción y volver al comercio<\/button>/);

    const after = await h.cardsOf(DEMO_STORE_ID);
    assert.equal(after.length, before.length + 1);
    const added = after.find((card) => !before.some((old) => old.id === card.id));
    assert.equal(added?.lastFour, '6623');
    assert.equal(added?.isDefault, false, 'the store had a default card already');
    assert.ok(added?.token && !added.token.startsWith('tbk_oneclick_'), 'the tbk_user is kept');
    const cards = await listed(demo);
    assert.ok(cards.some((card) => card.cardType === 'Visa' && card.lastFour === '6623'));
    assert.equal(cards.filter((card) => card.isDefault).length, 1);

    // A reloaded return gets the same outcome and saves nothing more.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/public/payment-methods/oneclick/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.fields).toString(),
    });
    assert.equal(again.statusCode, 303);
    assert.equal(again.headers.location, SUCCESS);
    assert.equal((await h.cardsOf(DEMO_STORE_ID)).length, after.length);
  });

  it("makes a store's first card its default", async () => {
    assert.deepEqual(await h.cardsOf(OTRA_STORE_ID), []);
    const { location } = await enrolThroughSandbox(testApp, otra, { card: TEST_CARDS.approving });
    assert.equal(location, SUCCESS);
    const [first] = await listed(otra);
    assert.equal(first?.isDefault, true);
    await enrolThroughSandbox(testApp, otra, { card: TEST_CARDS.prepaid });
    const cards = await listed(otra);
    assert.deepEqual(
      cards.map((card) => [card.lastFour, card.isDefault]),
      [
        ['6623', true],
        ['6590', false],
      ],
    );
  });

  it('saves nothing when the issuer refuses the card or the merchant cancels', async () => {
    const before = await h.cardsOf(DEMO_STORE_ID);
    const refused = await enrolThroughSandbox(testApp, demo, { card: TEST_CARDS.refused });
    assert.equal(refused.location, FAILURE);
    const cancelled = await enrolThroughSandbox(testApp, demo, 'cancel');
    assert.equal(cancelled.location, FAILURE);
    assert.deepEqual(await h.cardsOf(DEMO_STORE_ID), before);
  });

  it('sends an unknown or missing token back to the account page with the error', async () => {
    for (const url of [
      '/api/public/payment-methods/oneclick/return?TBK_TOKEN=desconocido',
      '/api/public/payment-methods/oneclick/return',
    ]) {
      const response = await testApp.app.inject({ url });
      assert.equal(response.statusCode, 303, url);
      assert.equal(response.headers.location, FAILURE);
    }
  });

  it('comes back to the web origin the enrolment started from', async () => {
    const started = await testApp.sendJson(
      'POST',
      '/api/payment-methods/oneclick/add-card',
      {},
      {
        ...demo,
        origin: 'http://localhost:3005',
      },
    );
    const { token } = started.json();
    await testApp.app.inject({
      method: 'POST',
      url: '/sandbox/oneclick/inscription/finish',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ TBK_TOKEN: token, action: 'abort' }).toString(),
    });
    const returned = await testApp.app.inject({
      url: `/api/public/payment-methods/oneclick/return?TBK_TOKEN=${token}`,
    });
    assert.match(String(returned.headers.location), /^http:\/\/localhost:3005\/profile\/account\?/);
  });

  it('needs a token to start, and a JSON object as its body', async () => {
    const anonymous = await testApp.sendJson('POST', '/api/payment-methods/oneclick/add-card', {});
    assert.equal(anonymous.statusCode, 401);
    for (const payload of [[], 'texto', null]) {
      const response = await testApp.sendJson(
        'POST',
        '/api/payment-methods/oneclick/add-card',
        payload,
        demo,
      );
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
  });
});
