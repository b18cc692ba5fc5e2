import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { PDFDocument } from 'pdf-lib';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { LocalBlobStore } from '../../uploads/local-blob-store.ts';
import type { Invoice } from '../contract.ts';
import { INVOICE_LINK_LIFETIME_SECONDS, invoiceLinkToken } from '../invoices.ts';
import { pdfTextLines } from '../invoices-pdf.testing.ts';

const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

describe('invoices (GET /api/business/invoices, its download link and PDF)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };
  /** Signs links with the api's own key (read from the database), as the api does. */
  let blobs: LocalBlobStore;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    const { rows } = await testApp.db.query<{ key: string }>(
      "select value #>> '{}' as key from server_secrets where name = 'uploads.signing-key'",
    );
    blobs = new LocalBlobStore({
      directory: '/nonexistent',
      signingKey: rows[0]?.key ?? '',
      publicUrl: 'http://localhost:4000',
    });
  });
  after(() => testApp.close());

  const get = (url: string, headers: Record<string, string>) =>
    testApp.app.inject({ url, headers });
  const list = async (headers: Record<string, string>) =>
    (await get('/api/business/invoices', headers)).json().invoices as Invoice[];
  /** The path and query of a download link. */
  const linkOf = (fileUrl: string) => {
    const url = new URL(fileUrl);
    return `${url.pathname}${url.search}`;
  };

  it('answers 401 without a valid token', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await get('/api/business/invoices', headers)).statusCode, 401);
    }
  });

  it("lists the caller's invoices, newest period first, the current month pending", async () => {
    const response = await get('/api/business/invoices', demo);
    assert.equal(response.statusCode, 200);
    const invoices = response.json().invoices as Invoice[];
    assert.equal(invoices.length, 13);
    const [current, ...billed] = invoices;
    assert.equal(current?.status, 'pending');
    assert.equal(current?.number, null);
    assert.equal(current?.date, null);
    assert.ok(billed.every((invoice) => invoice.status === 'billed'));
    assert.ok(billed.every((invoice) => Number.isInteger(invoice.number)));
    assert.ok(billed.every((invoice) => /^\d{4}-\d{2}-01$/.test(invoice.date ?? '')));
    assert.ok(invoices.every((invoice) => Number.isInteger(invoice.amount) && invoice.amount > 0));
    const periods = invoices.map((invoice) => invoice.period);
    assert.deepEqual(periods, [...periods].sort().reverse());

    // otra sees its own invoices, none of demo's.
    const others = await list(otra);
    assert.ok(others.length > 0);
    const demoIds = new Set(invoices.map((invoice) => invoice.uuid));
    assert.ok(others.every((invoice) => !demoIds.has(invoice.uuid)));
  });

  it('gives a short-lived link to a billed invoice’s PDF, with its number, period and the store’s billing data', async () => {
    const invoice = (await list(demo)).find((entry) => entry.status === 'billed');
    assert.ok(invoice?.number);
    const download = await get(`/api/business/invoices/${invoice.uuid}/download`, demo);
    assert.equal(download.statusCode, 200, download.body);
    const { fileUrl } = download.json() as { fileUrl: string };
    assert.match(fileUrl, /^http:\/\/localhost:4000\/downloads\/invoices\/[0-9a-f-]{36}\?token=/);

    const file = await get(linkOf(fileUrl), demo);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(
      file.headers['content-disposition'],
      `attachment; filename="factura-${invoice.period}-${invoice.number}.pdf"`,
    );
    assert.equal(file.headers['cache-control'], 'private, no-store');
    const bytes = file.rawPayload;
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const pdf = await PDFDocument.load(bytes);
    const number = `F-${String(invoice.number).padStart(6, '0')}`;
    assert.equal(pdf.getTitle(), `Factura ${number}`);
    const lines = await pdfTextLines(bytes);
    const amount = `$${invoice.amount.toLocaleString('es-CL')}`.replace(/,/g, '.');
    for (const expected of [
      'Suscribe SpA',
      `N° ${number}`,
      `Fecha de emisión: ${invoice.date?.split('-').reverse().join('-')}`,
      'Café Cordillera SpA',
      '77.284.519-7',
      amount,
    ]) {
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    }
  });

  it('refuses a pending invoice: no link, and no file even with a signed token', async () => {
    const pending = (await list(demo)).find((entry) => entry.status === 'pending');
    assert.ok(pending);
    const download = await get(`/api/business/invoices/${pending.uuid}/download`, demo);
    assert.equal(download.statusCode, 409);
    assert.equal(
      download.json().message,
      'La factura aún no ha sido emitida: podrás descargarla cuando esté facturada',
    );
    const signed = invoiceLinkToken(blobs, DEMO_STORE_ID, pending.uuid);
    const file = await get(`/downloads/invoices/${pending.uuid}?token=${signed}`, demo);
    assert.equal(file.statusCode, 404);
    assert.doesNotMatch(file.body, /%PDF/);
  });

  it("keeps other stores, wrong links and expired links away from an invoice's PDF", async () => {
    const invoice = (await list(demo)).find((entry) => entry.status === 'billed');
    assert.ok(invoice);
    // otra cannot get a link to demo's invoice…
    const foreign = await get(`/api/business/invoices/${invoice.uuid}/download`, otra);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().message, 'Factura no encontrada');
    // …nor use demo's link, nor can anyone without a bearer token.
    const link = linkOf(
      (await get(`/api/business/invoices/${invoice.uuid}/download`, demo)).json().fileUrl,
    );
    const stolen = await get(link, otra);
    assert.equal(stolen.statusCode, 404);
    assert.doesNotMatch(stolen.body, /%PDF/);
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await get(link, headers)).statusCode, 401);
    }
    // The api's key signs as this test does: a fresh token works…
    const fresh = invoiceLinkToken(blobs, DEMO_STORE_ID, invoice.uuid);
    const at = (query: string) => get(`/downloads/invoices/${invoice.uuid}?${query}`, demo);
    assert.equal((await at(`token=${fresh}`)).statusCode, 200, 'same key');
    // …but not one for another invoice or store, an expired or a tampered one, or none.
    const other = (await list(demo)).find(
      (entry) => entry.status === 'billed' && entry.uuid !== invoice.uuid,
    );
    assert.ok(other);
    const expired = invoiceLinkToken(
      blobs,
      DEMO_STORE_ID,
      invoice.uuid,
      Date.now() - (INVOICE_LINK_LIFETIME_SECONDS + 1) * 1000,
    );
    const [expires, signature] = fresh.split('.');
    for (const query of [
      `token=${invoiceLinkToken(blobs, DEMO_STORE_ID, other.uuid)}`,
      `token=${invoiceLinkToken(blobs, OTRA_STORE_ID, invoice.uuid)}`,
      `token=${expired}`,
      `token=${Number(expires) + 3600}.${signature}`,
      `token=${fresh}x`,
      'token=',
      '',
    ]) {
      const response = await at(query);
      assert.equal(response.statusCode, 404, query);
      assert.equal(response.json().message, 'Factura no encontrada');
    }
    assert.equal((await get('/downloads/invoices/not-a-uuid?token=1.x', demo)).statusCode, 404);
  });

  it('answers 400 to an id that is not a uuid, and 404 to an unknown one', async () => {
    const bad = await get('/api/business/invoices/123/download', demo);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /id/);
    const unknown = await get(
      '/api/business/invoices/00000000-0000-4000-8000-000000000000/download',
      demo,
    );
    assert.equal(unknown.statusCode, 404);
  });
});
