import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, DEMO_STORE_SUBDOMAIN, OTRA_STORE_SUBDOMAIN } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { catalogueHelpers } from '../test-helpers.ts';

const HOSTILE_NAME = `<script>alert("x")</script> Café & "té" 'verde'`;
const HOSTILE_DESCRIPTION = `</p><img src=x onerror=alert(1)>\nSegunda línea`;

describe('the public product embed', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;
  let productId: string;

  before(async () => {
    ({ testApp, demo } = await openTestApp());
    h = catalogueHelpers(testApp);
    const created = await h.call('POST', '/api/products', demo, {
      name: HOSTILE_NAME,
      description: HOSTILE_DESCRIPTION,
      price: 12990,
    });
    assert.equal(created.statusCode, 201, created.body);
    productId = created.json().id;
  });
  after(() => testApp.close());

  const card = (subdomain: string, id: string, query = '') =>
    testApp.app.inject({
      url: `/api/public/embed/stores/${subdomain}/products/${id}${query}`,
      headers: { origin: 'https://www.tienda-del-comercio.cl' },
    });

  it('shows name, price in pesos and description, every text escaped, without a token', async () => {
    const response = await card(DEMO_STORE_SUBDOMAIN, productId);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html; charset=utf-8/);
    const html = response.body;
    assert.ok(html.includes('<html lang="es">'));
    assert.ok(
      html.includes(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Café &amp; &quot;té&quot; &#39;verde&#39;',
      ),
    );
    assert.ok(html.includes('&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;\nSegunda línea'));
    assert.ok(!html.includes('<script>alert'), 'no markup from the product runs');
    assert.ok(!html.includes('<img src=x'));
    assert.ok(html.includes('$12.990'), 'the price as es-CL pesos');
    assert.ok(html.includes('>Suscribirme</a>'));
    assert.ok(
      html.includes(`href="https://${DEMO_STORE_SUBDOMAIN}.suscribe.cl/productos/${productId}"`),
    );
    assert.ok(html.includes('target="_blank" rel="noopener noreferrer"'));
    // Nothing of the store beyond the product: no SKU, stock or other products.
    const sku = await h.one('select sku as value from products where id = $1', [productId]);
    assert.equal(sku, '');
    assert.ok(!/stock|minStock/i.test(html));
  });

  it('may be framed by any site, and allows nothing else', async () => {
    const response = await card(DEMO_STORE_SUBDOMAIN, productId);
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /frame-ancestors \*/);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'sha256-[^']+'/, 'only its own resize script runs');
    assert.match(csp, /img-src 'none'/, 'no image: none may load');
    assert.match(csp, /sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox/);
    assert.equal(response.headers['x-frame-options'], undefined);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['set-cookie'], undefined);
    // The exception is this page's alone.
    const other = await testApp.app.inject({ url: '/api/openapi.json' });
    assert.equal(other.headers['content-security-policy'], undefined);
  });

  it('uses the button text and color asked for, and ignores a color that is not #RRGGBB', async () => {
    const custom = await card(
      DEMO_STORE_SUBDOMAIN,
      productId,
      `?texto=${encodeURIComponent('<b>Quiero</b>')}&color=%23FF5500`,
    );
    assert.ok(custom.body.includes('>&lt;b&gt;Quiero&lt;/b&gt;</a>'));
    assert.ok(custom.body.includes('background:#FF5500'));
    const hostile = await card(
      DEMO_STORE_SUBDOMAIN,
      productId,
      `?color=${encodeURIComponent('red}</style><i>')}&texto=${'x'.repeat(60)}`,
    );
    assert.equal(hostile.statusCode, 200);
    assert.ok(!hostile.body.includes('</style><i>'));
    assert.ok(hostile.body.includes(`>${'x'.repeat(40)}</a>`), 'the text is cut at 40');
    const storeColor = await h.one('select primary_color as value from stores where id = $1', [
      DEMO_STORE_ID,
    ]);
    assert.ok(hostile.body.includes(`background:${storeColor}`), "the store's primary color");
  });

  it('shows the image of the product, allowed by the page’s policy', async () => {
    await testApp.db.query(
      `update products set image_url = 'https://cdn.example.cl/cafe.jpg?a=1&b="2"' where id = $1`,
      [productId],
    );
    const response = await card(DEMO_STORE_SUBDOMAIN, productId);
    assert.ok(response.body.includes('src="https://cdn.example.cl/cafe.jpg?a=1&amp;b=%222%22"'));
    assert.match(
      String(response.headers['content-security-policy']),
      /img-src https:\/\/cdn\.example\.cl;/,
    );
    await testApp.db.query(`update products set image_url = 'javascript:alert(1)' where id = $1`, [
      productId,
    ]);
    const hostile = await card(DEMO_STORE_SUBDOMAIN, productId);
    assert.ok(!hostile.body.includes('javascript:'));
    await testApp.db.query('update products set image_url = null where id = $1', [productId]);
  });

  it('shows the same 404 page for a hidden, archived, unknown or other store’s product', async () => {
    const hidden = await h.productId(DEMO_STORE_ID, "status = 'active' and not visible");
    const archived = await h.productId(DEMO_STORE_ID, "status = 'archived'");
    const cases: Array<[string, string]> = [
      [DEMO_STORE_SUBDOMAIN, hidden],
      [DEMO_STORE_SUBDOMAIN, archived],
      [DEMO_STORE_SUBDOMAIN, '00000000-0000-4000-8000-000000000000'],
      [OTRA_STORE_SUBDOMAIN, productId],
      ['no-existe', productId],
      [DEMO_STORE_SUBDOMAIN, 'no-es-un-id'],
      ['Mayúsculas', productId],
    ];
    const bodies = new Set<string>();
    for (const [subdomain, id] of cases) {
      const response = await card(encodeURIComponent(subdomain), id);
      assert.equal(response.statusCode, 404, `${subdomain}/${id}`);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.match(String(response.headers['content-security-policy']), /frame-ancestors \*/);
      bodies.add(response.body);
    }
    assert.equal(bodies.size, 1, 'the page tells nothing about what exists');
    assert.ok([...bodies][0]?.includes('Este producto no está disponible.'));

    // Hidden, then shown again: the card comes back.
    await h.call('PUT', `/api/products/${productId}/visibility`, demo, { isActive: false });
    assert.equal((await card(DEMO_STORE_SUBDOMAIN, productId)).statusCode, 404);
    await h.call('PUT', `/api/products/${productId}/visibility`, demo, { isActive: true });
    assert.equal((await card(DEMO_STORE_SUBDOMAIN, productId)).statusCode, 200);
  });

  it('serves the script to any site, building iframes of the card from the div', async () => {
    const response = await testApp.app.inject({
      url: '/api/public/embed/product.js',
      headers: { origin: 'https://www.tienda-del-comercio.cl' },
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/javascript/);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cache-control'], 'public, max-age=3600');
    const script = response.body;
    assert.ok(script.includes('"http://localhost:4000"'));
    assert.ok(script.includes('.suscribe-producto[data-tienda][data-producto]'));
    assert.ok(script.includes("'/api/public/embed/stores/'"));
    assert.ok(!script.includes('innerHTML'), 'no markup is built from the attributes');
    // It parses as a script.
    assert.doesNotThrow(() => new Function(script));
  });
});
