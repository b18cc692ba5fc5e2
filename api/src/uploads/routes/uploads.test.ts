import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('signed uploads', () => {
  let testApp: TestApp;
  let demo: { authorization: string };

  before(async () => {
    ({ testApp, demo } = await openTestApp());
  });
  after(() => testApp.close());

  async function signedUrl(
    contentType = 'image/png',
  ): Promise<{ uploadUuid: string; path: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      headers: demo,
      payload: { contentType },
    });
    assert.equal(response.statusCode, 200);
    const { uploadUuid, endpoint } = response.json() as { uploadUuid: string; endpoint: string };
    const url = new URL(endpoint);
    assert.equal(url.origin, 'http://localhost:4000');
    assert.equal(url.pathname, `/uploads/${uploadUuid}`);
    assert.ok(url.searchParams.get('expires') && url.searchParams.get('signature'));
    return { uploadUuid, path: `${url.pathname}${url.search}` };
  }

  it('stores an image PUT to the signed URL and serves it back', async () => {
    const { uploadUuid, path } = await signedUrl();
    const put = await testApp.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    assert.equal(put.statusCode, 200);
    const get = await testApp.app.inject({ url: `/uploads/${uploadUuid}` });
    assert.equal(get.statusCode, 200);
    assert.equal(get.headers['content-type'], 'image/png');
    assert.deepEqual(get.rawPayload, PNG);
    const { rows } = await testApp.db.query<{ status: string; size_bytes: number }>(
      'select status, size_bytes from uploads where id = $1',
      [uploadUuid],
    );
    assert.deepEqual(rows[0], { status: 'uploaded', size_bytes: PNG.length });
  });

  it('refuses a tampered signature, another content type or another upload id', async () => {
    const { uploadUuid, path } = await signedUrl();
    const tampered = path.replace(/signature=[^&]+/, 'signature=AAAA');
    const otherId = path.replace(uploadUuid, '00000000-0000-4000-8000-000000000000');
    const later = path.replace(
      /expires=(\d+)/,
      (_match, expires: string) => `expires=${Number(expires) + 3600}`,
    );
    for (const [url, type] of [
      [tampered, 'image/png'],
      [path, 'image/jpeg'],
      [otherId, 'image/png'],
      [later, 'image/png'],
      [`/uploads/${uploadUuid}`, 'image/png'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': type },
        payload: PNG,
      });
      assert.equal(response.statusCode, 403, `${url} ${type}`);
    }
    assert.equal((await testApp.app.inject({ url: `/uploads/${uploadUuid}` })).statusCode, 404);
  });

  it('refuses files over 5 MB and non-image types', async () => {
    const { path } = await signedUrl();
    const big = await testApp.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    assert.equal(big.statusCode, 413);
    for (const contentType of ['application/pdf', 'image/svg+xml', '']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/aws/s3/signed-upload-url',
        headers: demo,
        payload: { contentType },
      });
      assert.equal(response.statusCode, 400, contentType);
    }
  });

  it("needs a store: 404 'Store not found' for a merchant without one", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      headers: bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
      payload: { contentType: 'image/png' },
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Store not found');
  });
});
