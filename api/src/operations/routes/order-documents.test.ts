import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { InjectOptions } from 'fastify';

import { OPERATIONS_MESSAGES } from '@platform/shared/validation';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { DOCUMENT_SAMPLES, DOCUMENT_TYPES } from '../../uploads/document-samples.ts';
import { LocalBlobStore } from '../../uploads/local-blob-store.ts';
import type { OrderDocument } from '../contract.ts';
import { documentLinkToken } from '../order-documents.ts';

const m = OPERATIONS_MESSAGES;
const PDF = 'application/pdf';

describe('order documents: upload in three steps, list, download', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  /** Orders of each store, each test taking its own. */
  let demoOrders: string[];
  let otraOrder: string;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    const orders = async (storeId: string) =>
      (
        await testApp.db.query<{ id: string }>(
          'select id::text as id from orders where store_id = $1 order by order_number limit 8',
          [storeId],
        )
      ).rows.map((row) => row.id);
    demoOrders = await orders(DEMO_STORE_ID);
    [otraOrder = ''] = await orders(OTRA_STORE_ID);
    assert.equal(demoOrders.length, 8);
    assert.ok(otraOrder);
  });
  after(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  /** Steps 1 and 2: a signed URL for the type, and the file PUT to it. */
  async function upload(
    contentType: string,
    bytes: Buffer,
    as: Bearer = demo,
  ): Promise<{ uploadUuid: string; status: number; message?: string }> {
    const signed = await inject({
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      headers: as,
      payload: { contentType },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
    const url = new URL(endpoint);
    const put = await inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': contentType },
      payload: bytes,
    });
    return { uploadUuid, status: put.statusCode, message: put.json().message };
  }

  /** Step 3. */
  const create = (
    body: { orderUuid: string; uploadUuid: string; filename: string },
    as: Bearer = demo,
  ) => inject({ method: 'POST', url: '/api/order-documents', headers: as, payload: body });

  const list = async (orderId: string, as: Bearer = demo) =>
    inject({ method: 'GET', url: `/api/orders/${orderId}/documents`, headers: as });

  const listed = async (orderId: string) =>
    ((await list(orderId)).json().documents as OrderDocument[]).map((document) => document.name);

  async function stored(orderId: string) {
    const { rows } = await testApp.db.query<{ documents: number; history: number }>(
      `select (select count(*) from order_documents where order_id = $1)::int as documents,
         (select count(*) from order_history where order_id = $1)::int as history`,
      [orderId],
    );
    return rows[0];
  }

  async function addDocument(orderId: string, filename: string, bytes = DOCUMENT_SAMPLES.pdf) {
    const { uploadUuid, status } = await upload(PDF, bytes);
    assert.equal(status, 200);
    const created = await create({ orderUuid: orderId, uploadUuid, filename });
    assert.equal(created.statusCode, 201, created.body);
    return { uploadUuid, document: created.json() as OrderDocument };
  }

  const linkOf = async (documentId: string, as: Bearer = demo) =>
    inject({ method: 'GET', url: `/api/order-documents/${documentId}/download`, headers: as });

  const fetchFile = (link: string, as: Bearer | Record<string, never> = demo) => {
    const url = new URL(link);
    return inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: as });
  };

  it('attaches a file of each allowed type in three steps, and lists them oldest first', async () => {
    const orderId = demoOrders[0] ?? '';
    assert.deepEqual((await list(orderId)).json(), { documents: [] });
    const created: OrderDocument[] = [];
    for (const { extension, contentType, bytes } of DOCUMENT_TYPES) {
      const { uploadUuid, status } = await upload(contentType, bytes);
      assert.equal(status, 200, extension);
      const response = await create({
        orderUuid: orderId,
        uploadUuid,
        filename: `Documento ${extension.toUpperCase()}.${extension}`,
      });
      assert.equal(response.statusCode, 201, `${extension}: ${response.body}`);
      const document = response.json() as OrderDocument;
      assert.equal(document.name, `Documento ${extension.toUpperCase()}.${extension}`);
      assert.equal(document.contentType, contentType);
      assert.equal(document.size, bytes.length);
      assert.ok(Math.abs(Date.parse(document.date) - Date.now()) < 60_000);
      created.push(document);
    }
    const answer = await list(orderId);
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json().documents, created, 'the same documents, in the order added');

    const { rows } = await testApp.db.query<{ type: string; description: string; user: string }>(
      `select type, description, user_name as user from order_history
       where order_id = $1 and description like 'Documento agregado:%' order by created_at, description`,
      [orderId],
    );
    assert.deepEqual(
      rows.map((row) => row.description).sort(),
      DOCUMENT_TYPES.map(
        ({ extension }) => `Documento agregado: Documento ${extension.toUpperCase()}.${extension}`,
      ).sort(),
    );
    assert.ok(rows.every((row) => row.type === 'other' && row.user.length > 0));
  });

  it('stores the name trimmed, accents and spaces kept; an upper-case extension is fine', async () => {
    const orderId = demoOrders[1] ?? '';
    const { uploadUuid } = await upload('text/plain', DOCUMENT_SAMPLES.txt);
    const response = await create({
      orderUuid: orderId,
      uploadUuid,
      filename: '  Guía de despacho Nº 1.TXT  ',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().name, 'Guía de despacho Nº 1.TXT');
  });

  it('refuses a name whose type is not allowed or not the upload’s (400), writing nothing', async () => {
    const orderId = demoOrders[2] ?? '';
    const before = await stored(orderId);
    const { uploadUuid } = await upload(PDF, DOCUMENT_SAMPLES.pdf);
    for (const filename of [
      'foto.png',
      'programa.exe',
      'sin-extension',
      'pdf',
      '.pdf',
      '   ',
      'informe.pdf.zip',
      'informe.docx', // the upload is a PDF
      'informe.txt',
    ]) {
      const response = await create({ orderUuid: orderId, uploadUuid, filename });
      assert.equal(response.statusCode, 400, filename);
      assert.equal(response.json().message, m.documentType, filename);
    }
    const image = await upload('image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const asDocument = await create({
      orderUuid: orderId,
      uploadUuid: image.uploadUuid,
      filename: 'imagen.pdf',
    });
    assert.equal(asDocument.statusCode, 400, 'an image upload is not a PDF');
    assert.deepEqual(await stored(orderId), before);
  });

  it('refuses a name already used on the order (409, the spec message), writing nothing', async () => {
    const orderId = demoOrders[3] ?? '';
    await addDocument(orderId, 'Factura 1001.pdf');
    const before = await stored(orderId);
    const { uploadUuid } = await upload(PDF, DOCUMENT_SAMPLES.pdf);
    const response = await create({
      orderUuid: orderId,
      uploadUuid,
      filename: ' Factura 1001.pdf ',
    });
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'Ya existe un archivo con el nombre "Factura 1001.pdf". Por favor, cambia el nombre del archivo antes de subirlo.',
    );
    assert.deepEqual(await stored(orderId), before);
    assert.deepEqual(await listed(orderId), ['Factura 1001.pdf']);
    // The same name on another order is another document; the upload is still unused.
    const other = await create({
      orderUuid: demoOrders[4] ?? '',
      uploadUuid,
      filename: 'Factura 1001.pdf',
    });
    assert.equal(other.statusCode, 201, other.body);
  });

  it('refuses an upload that is not stored, is another store’s or is already a document', async () => {
    const orderId = demoOrders[5] ?? '';
    const before = await stored(orderId);
    const pending = await upload(PDF, DOCUMENT_SAMPLES.docx); // bytes refused: still pending
    assert.equal(pending.status, 415);
    assert.equal(pending.message, 'El archivo no es un documento PDF válido');
    const otras = await upload(PDF, DOCUMENT_SAMPLES.pdf, otra);
    assert.equal(otras.status, 200);
    for (const uploadUuid of [
      pending.uploadUuid,
      otras.uploadUuid,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await create({ orderUuid: orderId, uploadUuid, filename: 'contrato.pdf' });
      assert.equal(response.statusCode, 400, uploadUuid);
      assert.equal(response.json().message, m.documentUploadMissing);
    }
    assert.deepEqual(await stored(orderId), before);

    const { uploadUuid } = await addDocument(orderId, 'contrato.pdf');
    const afterFirst = await stored(orderId);
    for (const [target, filename] of [
      [orderId, 'contrato-copia.pdf'],
      [demoOrders[6] ?? '', 'contrato.pdf'],
    ] as const) {
      const reused = await create({ orderUuid: target, uploadUuid, filename });
      assert.equal(reused.statusCode, 409, `${target} ${filename}`);
      assert.equal(reused.json().message, m.documentUploadMissing);
    }
    assert.deepEqual(await stored(orderId), afterFirst);
    assert.deepEqual(await listed(demoOrders[6] ?? ''), []);
  });

  it('keeps each store to its own orders: 404 for another store’s order or an unknown one', async () => {
    const demoOrder = demoOrders[7] ?? '';
    const before = await stored(demoOrder);
    const otras = await upload(PDF, DOCUMENT_SAMPLES.pdf, otra);
    for (const orderUuid of [demoOrder, '00000000-0000-4000-8000-000000000000']) {
      const response = await create(
        { orderUuid, uploadUuid: otras.uploadUuid, filename: 'a.pdf' },
        otra,
      );
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, m.orderNotFound);
      const listing = await list(orderUuid, otra);
      assert.equal(listing.statusCode, 404);
      assert.equal(listing.json().message, m.orderNotFound);
    }
    assert.deepEqual(await stored(demoOrder), before);
    // demo's upload on otra's own order: not otra's upload.
    const demos = await upload(PDF, DOCUMENT_SAMPLES.pdf);
    const response = await create(
      { orderUuid: otraOrder, uploadUuid: demos.uploadUuid, filename: 'a.pdf' },
      otra,
    );
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, m.documentUploadMissing);
    const own = await create(
      { orderUuid: otraOrder, uploadUuid: otras.uploadUuid, filename: 'a.pdf' },
      otra,
    );
    assert.equal(own.statusCode, 201, own.body);
  });

  it('refuses a file over 5 MB at its upload (413, the spec message)', async () => {
    const big = Buffer.concat([DOCUMENT_SAMPLES.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const { uploadUuid, status, message } = await upload(PDF, big);
    assert.equal(status, 413);
    assert.equal(message, m.documentTooBig);
    const response = await create({
      orderUuid: demoOrders[5] ?? '',
      uploadUuid,
      filename: 'grande.pdf',
    });
    assert.equal(response.statusCode, 400);
  });

  it('downloads a document under its own name and type, through a short-lived private link', async () => {
    const orderId = demoOrders[1] ?? '';
    const { uploadUuid } = await upload('text/plain', DOCUMENT_SAMPLES.txt);
    const created = await create({
      orderUuid: orderId,
      uploadUuid,
      filename: 'Guía "final" de café.txt',
    });
    assert.equal(created.statusCode, 201, created.body);
    const document = created.json() as OrderDocument;

    const link = await linkOf(document.id);
    assert.equal(link.statusCode, 200);
    const fileUrl = new URL(link.json().fileUrl as string);
    assert.equal(fileUrl.origin, 'http://localhost:4000');
    assert.equal(fileUrl.pathname, `/downloads/order-documents/${document.id}`);
    assert.ok(fileUrl.searchParams.get('token'));

    const file = await fetchFile(fileUrl.href);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, DOCUMENT_SAMPLES.txt);
    assert.equal(file.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(
      file.headers['content-disposition'],
      `attachment; filename="Guia final de cafe.txt"; filename*=UTF-8''${encodeURIComponent('Guía "final" de café.txt')}`,
    );
    assert.equal(file.headers['cache-control'], 'private, no-store');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');

    const pdf = await addDocument(orderId, 'Boleta.pdf');
    const pdfLink = (await linkOf(pdf.document.id)).json().fileUrl as string;
    const pdfFile = await fetchFile(pdfLink);
    assert.equal(pdfFile.headers['content-type'], PDF);
    assert.deepEqual(pdfFile.rawPayload, DOCUMENT_SAMPLES.pdf);

    // Neither file is public where images are.
    for (const id of [uploadUuid, pdf.uploadUuid]) {
      assert.equal((await inject({ url: `/uploads/${id}` })).statusCode, 404);
    }
  });

  it('answers 401 without a bearer token and 404 for another store, a wrong or an expired token', async () => {
    const { document } = await addDocument(demoOrders[2] ?? '', 'Privado.pdf');
    const other = await addDocument(demoOrders[2] ?? '', 'Otro.pdf');
    const link = new URL((await linkOf(document.id)).json().fileUrl as string);
    const token = link.searchParams.get('token') ?? '';
    const at = (id: string, query: string) =>
      `http://localhost:4000/downloads/order-documents/${id}?${query}`;

    const anonymous = await fetchFile(link.href, {});
    assert.equal(anonymous.statusCode, 401);
    const byOtra = await fetchFile(link.href, otra);
    assert.equal(byOtra.statusCode, 404, "demo's link is nothing to otra");
    assert.equal(byOtra.json().message, m.documentNotFound);
    assert.equal((await linkOf(document.id, otra)).statusCode, 404);

    // A link made now for the store's document, but an hour ago: expired.
    const { rows } = await testApp.db.query<{ key: string }>(
      "select value #>> '{}' as key from server_secrets where name = 'uploads.signing-key'",
    );
    const blobs = new LocalBlobStore({
      directory: '/nonexistent',
      signingKey: rows[0]?.key ?? '',
      publicUrl: 'http://localhost:4000',
    });
    const fresh = documentLinkToken(blobs, DEMO_STORE_ID, document.id);
    assert.equal((await fetchFile(at(document.id, `token=${fresh}`))).statusCode, 200, 'same key');
    const expired = documentLinkToken(blobs, DEMO_STORE_ID, document.id, Date.now() - 11 * 60_000);
    const forOtra = documentLinkToken(blobs, OTRA_STORE_ID, document.id);
    const [expires, signature] = token.split('.');
    for (const query of [
      `token=${expired}`,
      `token=${forOtra}`,
      `token=${Number(expires) + 3600}.${signature}`,
      `token=${expires}.AAAA`,
      `token=${token}x`,
      'token=',
      '',
    ]) {
      const response = await fetchFile(at(document.id, query));
      assert.equal(response.statusCode, 404, query);
      assert.equal(response.json().message, m.documentNotFound);
    }
    // A link names one document.
    assert.equal((await fetchFile(at(other.document.id, `token=${token}`))).statusCode, 404);
    assert.equal((await fetchFile(at('no-es-un-id', `token=${token}`))).statusCode, 404);
    assert.equal((await linkOf('00000000-0000-4000-8000-000000000000')).statusCode, 404);
  });
});
