import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  DEMO_STORE_ID,
  DEMO_STORE_SUBDOMAIN,
  OTRA_STORE_ID,
  OTRA_STORE_SUBDOMAIN,
} from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { ProductEmbed } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('GET /api/products/:id/embed', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  it('gives the snippet to paste: the div with the store and product, and the script', async () => {
    const id = await h.productId(DEMO_STORE_ID, "status = 'active' and visible");
    const response = await h.call('GET', `/api/products/${id}/embed`, demo);
    assert.equal(response.statusCode, 200);
    const embed = response.json() as ProductEmbed;
    assert.equal(embed.productId, id);
    assert.equal(embed.storeSubdomain, DEMO_STORE_SUBDOMAIN);
    assert.equal(embed.available, true);
    assert.equal(embed.scriptUrl, 'http://localhost:4000/api/public/embed/product.js');
    assert.equal(
      embed.frameUrl,
      `http://localhost:4000/api/public/embed/stores/${DEMO_STORE_SUBDOMAIN}/products/${id}`,
    );
    assert.equal(
      embed.snippet,
      `<div class="suscribe-producto"
     data-tienda="${DEMO_STORE_SUBDOMAIN}"
     data-producto="${id}"
     data-texto="Suscribirme"></div>
<script src="http://localhost:4000/api/public/embed/product.js" async></script>`,
    );
    assert.ok(embed.iframeSnippet.startsWith(`<iframe src="${embed.frameUrl}"`));
    assert.match(embed.iframeSnippet, /sandbox="allow-scripts allow-popups/);

    // What it points to works without a token.
    const frame = await testApp.app.inject({ url: new URL(embed.frameUrl).pathname });
    assert.equal(frame.statusCode, 200);
    const script = await testApp.app.inject({ url: new URL(embed.scriptUrl).pathname });
    assert.equal(script.statusCode, 200);
  });

  it('says a hidden or archived product is not available', async () => {
    for (const where of ["status = 'active' and not visible", "status = 'archived'"]) {
      const id = await h.productId(DEMO_STORE_ID, where);
      const response = await h.call('GET', `/api/products/${id}/embed`, demo);
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().available, false, where);
    }
  });

  it("answers 404 to another store's token, and 401 without one", async () => {
    const id = await h.productId(DEMO_STORE_ID);
    const response = await h.call('GET', `/api/products/${id}/embed`, otra);
    assert.equal(response.statusCode, 404);
    assert.ok(!response.body.includes(DEMO_STORE_SUBDOMAIN));
    assert.equal((await h.call('GET', `/api/products/${id}/embed`, {})).statusCode, 401);
    const own = await h.productId(OTRA_STORE_ID);
    const mine = await h.call('GET', `/api/products/${own}/embed`, otra);
    assert.equal(mine.json().storeSubdomain, OTRA_STORE_SUBDOMAIN);
  });
});
