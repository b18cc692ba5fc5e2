import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PDFDocument } from 'pdf-lib';

import type { InvoiceDocument } from './invoices.ts';
import { invoicePeriodLabel, renderInvoicePdf, vatBreakdown } from './invoices-pdf.ts';
import { pdfTextLines, pdfTextRuns } from './invoices-pdf.testing.ts';

const DOCUMENT: InvoiceDocument = {
  invoice: {
    uuid: '00000000-0000-4000-8000-000000000001',
    period: '2026-10',
    number: 4447,
    amount: 500_000,
    date: '2026-11-01',
    status: 'billed',
  },
  storeName: 'Café Cordillera',
  planName: 'Pro',
  subscribers: 312,
  billing: {
    businessName: 'Café Cordillera SpA',
    rut: '77.284.519-7',
    industry: 'Venta al por menor de café, té y accesorios',
    address: 'Av. Italia 1580',
    city: 'Ñuñoa',
    state: 'Región Metropolitana de Santiago',
    zipCode: '7750000',
    billingEmail: 'facturacion@cafecordillera.cl',
    billingPhone: '+56229451780',
  },
  issuer: {
    legalName: 'Suscribe SpA',
    rut: '77.421.836-K',
    street: 'Av. Providencia 1208, oficina 1603',
    place: 'Providencia, Región Metropolitana de Santiago',
    email: 'contacto@suscribe.cl',
  },
};

describe('the invoice PDF', () => {
  it('names the month and splits the VAT out of the total', () => {
    assert.equal(invoicePeriodLabel('2026-10'), 'Octubre 2026');
    assert.equal(invoicePeriodLabel('2027-01'), 'Enero 2027');
    assert.deepEqual(vatBreakdown(500_000), { net: 420_168, vat: 79_832 });
    assert.deepEqual(vatBreakdown(0), { net: 0, vat: 0 });
  });

  it('is a one-page PDF with the issuer, the number, the period, the store and the amounts', async () => {
    const bytes = await renderInvoicePdf(DOCUMENT);
    assert.equal(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), '%PDF-');
    const pdf = await PDFDocument.load(bytes);
    assert.equal(pdf.getPageCount(), 1);
    assert.equal(pdf.getTitle(), 'Factura F-004447');
    assert.equal(pdf.getAuthor(), 'Suscribe SpA');

    const lines = await pdfTextLines(bytes);
    for (const expected of [
      'Suscribe SpA',
      'RUT 77.421.836-K',
      'Av. Providencia 1208, oficina 1603',
      'Providencia, Región Metropolitana de Santiago',
      'FACTURA',
      'N° F-004447',
      'Fecha de emisión: 01-11-2026',
      'Café Cordillera SpA',
      '77.284.519-7',
      'Venta al por menor de café, té y accesorios',
      'Av. Italia 1580, Ñuñoa, Región Metropolitana de Santiago, 7750000',
      'Plan Pro · 312 suscriptores activos',
      'Octubre 2026',
      '$420.168',
      '$79.832',
      '$500.000',
    ]) {
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    }
  });

  it('draws the headings, the number and the total in bold, the rest in regular', async () => {
    const runs = await pdfTextRuns(await renderInvoicePdf(DOCUMENT));
    const fontOf = (text: string) => runs.find((run) => run.text === text)?.font;
    for (const text of ['Suscribe SpA', 'FACTURA', 'N° F-004447', 'Facturado a', 'Total']) {
      assert.equal(fontOf(text), 'Helvetica-Bold', text);
    }
    for (const text of ['RUT 77.421.836-K', 'Café Cordillera SpA', 'Octubre 2026', '$420.168']) {
      assert.equal(fontOf(text), 'Helvetica', text);
    }
  });

  it('is the same bytes every time', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(DOCUMENT), renderInvoicePdf(DOCUMENT)]);
    assert.deepEqual(Buffer.from(a), Buffer.from(b));
  });

  it('says when the store has no billing data, and draws what the fonts lack as best it can', async () => {
    const blank = Object.fromEntries(
      Object.keys(DOCUMENT.billing).map((key) => [key, '']),
    ) as InvoiceDocument['billing'];
    const lines = await pdfTextLines(
      await renderInvoicePdf({
        ...DOCUMENT,
        storeName: 'Tienda Őrség Łódź 🍵',
        billing: blank,
        issuer: undefined,
      }),
    );
    assert.ok(lines.includes('Tienda Orség ?ódz ?'), JSON.stringify(lines));
    assert.ok(
      lines.some((line) => line.startsWith('La tienda aún no registra sus datos de facturación')),
    );
    assert.ok(!lines.includes('RUT'), 'no empty rows');
  });
});
