import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { DOCUMENT_SAMPLES, DOCUMENT_TYPES } from '../document-samples.ts';
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

  it('refuses files over 5 MB and types that are neither images nor order documents', async () => {
    const { path } = await signedUrl();
    const big = await testApp.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, OPERATIONS_MESSAGES.documentTooBig);
    for (const [contentType, message] of [
      ['image/svg+xml', 'Solo se permiten imágenes JPG, PNG, WebP, GIF o AVIF'],
      ['image/bmp', 'Solo se permiten imágenes JPG, PNG, WebP, GIF o AVIF'],
      ['application/zip', OPERATIONS_MESSAGES.documentType],
      ['text/html', OPERATIONS_MESSAGES.documentType],
      ['application/octet-stream', OPERATIONS_MESSAGES.documentType],
      ['', 'contentType es requerido'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/aws/s3/signed-upload-url',
        headers: demo,
        payload: { contentType },
      });
      assert.equal(response.statusCode, 400, contentType);
      assert.equal(response.json().message, message, contentType);
    }
  });

  const put = (path: string, contentType: string, payload: Buffer) =>
    testApp.app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': contentType },
      payload,
    });

  it('stores one file per signed URL: a second PUT is refused and the file stays as it was', async () => {
    const { uploadUuid, path } = await signedUrl();
    assert.equal((await put(path, 'image/png', PNG)).statusCode, 200);
    const other = Buffer.concat([PNG, Buffer.from('otra imagen')]);
    const replay = await put(path, 'image/png', other);
    assert.equal(replay.statusCode, 409);
    assert.equal(
      replay.json().message,
      'Esta URL de subida ya se usó: pide una nueva para subir otro archivo',
    );
    const served = await testApp.app.inject({ url: `/uploads/${uploadUuid}` });
    assert.deepEqual(served.rawPayload, PNG);
    const { rows } = await testApp.db.query<{ size_bytes: number }>(
      'select size_bytes from uploads where id = $1',
      [uploadUuid],
    );
    assert.equal(rows[0]?.size_bytes, PNG.length);
  });

  it('lets one of two PUTs racing on the same URL store its file', async () => {
    const { uploadUuid, path } = await signedUrl();
    const second = Buffer.concat([PNG, Buffer.from('segunda')]);
    const answers = await Promise.all([
      put(path, 'image/png', PNG),
      put(path, 'image/png', second),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const winner = answers[0]?.statusCode === 200 ? PNG : second;
    const served = await testApp.app.inject({ url: `/uploads/${uploadUuid}` });
    assert.deepEqual(served.rawPayload, winner);
  });

  it('accepts each allowed image type by its magic bytes', async () => {
    const samples = {
      'image/jpeg': Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      'image/png': PNG,
      'image/gif': Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/webp': Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([0x1a, 0, 0, 0]),
        Buffer.from('WEBPVP8L'),
        Buffer.alloc(14),
      ]),
      'image/avif': Buffer.concat([
        Buffer.from([0, 0, 0, 0x1c]),
        Buffer.from('ftypavif'),
        Buffer.from([0, 0, 0, 0]),
        Buffer.from('avifmif1miaf'),
      ]),
    };
    for (const [contentType, bytes] of Object.entries(samples)) {
      const { path } = await signedUrl(contentType);
      const response = await put(path, contentType, bytes);
      assert.equal(response.statusCode, 200, contentType);
    }
  });

  it('refuses bytes that are not an image of the signed type (415) and stores nothing', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    for (const [contentType, bytes, name] of [
      ['image/png', html, 'PNG'],
      ['image/png', jpeg, 'PNG'],
      ['image/jpeg', PNG, 'JPG'],
      ['image/gif', Buffer.from('GIF90a'), 'GIF'],
      ['image/webp', Buffer.from('RIFF0000WAVEfmt '), 'WebP'],
      ['image/avif', Buffer.from('00000018ftypmp42', 'latin1'), 'AVIF'],
    ] as const) {
      const { uploadUuid, path } = await signedUrl(contentType);
      const response = await put(path, contentType, bytes);
      assert.equal(response.statusCode, 415, `${contentType} ${bytes.toString('latin1')}`);
      assert.equal(response.json().message, `El archivo no es una imagen ${name} válida`);
      assert.equal((await testApp.app.inject({ url: `/uploads/${uploadUuid}` })).statusCode, 404);
      const { rows } = await testApp.db.query<{ status: string }>(
        'select status from uploads where id = $1',
        [uploadUuid],
      );
      assert.equal(rows[0]?.status, 'pending');
    }
  });

  it('stores each order-document type by its bytes, privately: never served under /uploads', async () => {
    for (const { extension, contentType, bytes } of DOCUMENT_TYPES) {
      const { uploadUuid, path } = await signedUrl(contentType);
      const response = await put(path, contentType, bytes);
      assert.equal(response.statusCode, 200, `${extension}: ${response.body}`);
      assert.equal(response.json().url, null, 'a document has no public URL');
      const { rows } = await testApp.db.query<{ status: string; purpose: string; size: number }>(
        'select status, purpose, size_bytes as size from uploads where id = $1',
        [uploadUuid],
      );
      assert.deepEqual(rows[0], { status: 'uploaded', purpose: 'document', size: bytes.length });
      const served = await testApp.app.inject({ url: `/uploads/${uploadUuid}` });
      assert.equal(served.statusCode, 404, `${extension} is not public`);
      assert.ok(!served.rawPayload.includes(bytes), 'not a byte of it');
    }
  });

  it('signs a text type with parameters by its media type, and reads text as bytes', async () => {
    const { uploadUuid, path } = await signedUrl('Text/Plain; charset=UTF-8');
    const response = await put(path, 'text/plain; charset=utf-8', DOCUMENT_SAMPLES.txt);
    assert.equal(response.statusCode, 200, response.body);
    const { rows } = await testApp.db.query<{ type: string; size: number }>(
      'select content_type as type, size_bytes as size from uploads where id = $1',
      [uploadUuid],
    );
    assert.deepEqual(rows[0], { type: 'text/plain', size: DOCUMENT_SAMPLES.txt.length });
  });

  it('refuses document bytes that do not match the signed type (415) and stores nothing', async () => {
    const { pdf, docx, doc, txt } = DOCUMENT_SAMPLES;
    const cases: Array<[string, Buffer, string]> = [
      ['application/pdf', docx, 'PDF'],
      ['application/pdf', txt, 'PDF'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', pdf, 'DOCX'],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', doc, 'XLSX'],
      ['application/msword', docx, 'DOC'],
      ['application/vnd.ms-excel', txt, 'XLS'],
      ['text/plain', Buffer.from('texto\u0000binario'), 'TXT'],
      ['text/plain', Buffer.from([0x43, 0x61, 0x66, 0xe9]), 'TXT'], // 'Café' in Latin-1
      ['text/plain', doc, 'TXT'],
    ];
    for (const [contentType, bytes, name] of cases) {
      const { uploadUuid, path } = await signedUrl(contentType);
      const response = await put(path, contentType, bytes);
      assert.equal(response.statusCode, 415, `${contentType} ${name}`);
      assert.equal(response.json().message, `El archivo no es un documento ${name} válido`);
      const { rows } = await testApp.db.query<{ status: string }>(
        'select status from uploads where id = $1',
        [uploadUuid],
      );
      assert.equal(rows[0]?.status, 'pending');
    }
  });

  it('refuses a document over 5 MB with the spec message (413), storing nothing', async () => {
    const { uploadUuid, path } = await signedUrl('application/pdf');
    const big = Buffer.concat([DOCUMENT_SAMPLES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await put(path, 'application/pdf', big);
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'El archivo excede el tamaño máximo permitido de 5MB');
    const { rows } = await testApp.db.query<{ status: string }>(
      'select status from uploads where id = $1',
      [uploadUuid],
    );
    assert.equal(rows[0]?.status, 'pending');
    const exact = Buffer.concat([
      DOCUMENT_SAMPLES.pdf,
      Buffer.alloc(5 * 1024 * 1024 - DOCUMENT_SAMPLES.pdf.length),
    ]);
    assert.equal((await put(path, 'application/pdf', exact)).statusCode, 200, '5 MB exactly');
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
