import { parse } from 'papaparse';
import { invoices } from './fixtures';
import { invoiceFileName, invoiceNumberLabel } from './invoice-format';
import { invoicesCsv, invoicesCsvFileName } from './invoices-csv';

describe('invoices CSV and names', () => {
  it('shows the number as F- and 6 digits, or No disponible, and names the PDF', () => {
    expect(invoiceNumberLabel(4447)).toBe('F-004447');
    expect(invoiceNumberLabel(1234567)).toBe('F-1234567');
    expect(invoiceNumberLabel(null)).toBe('No disponible');
    expect(invoiceFileName({ period: '2026-10', number: 4447 })).toBe('factura-2026-10-4447.pdf');
  });

  it('has the spec’s columns in order, one line per invoice, that parse back', async () => {
    const csv = await invoicesCsv(invoices.slice(0, 2));
    const { data, errors } = parse<string[]>(csv.trimEnd(), { delimiter: ';' });
    expect(errors).toEqual([]);
    expect(data).toEqual([
      ['ID', 'Período', 'Número', 'Monto', 'Fecha', 'Estado'],
      [invoices[0]?.uuid, 'Noviembre 2026', 'No disponible', '512000', '', 'Pendiente'],
      [invoices[1]?.uuid, 'Octubre 2026', 'F-004447', '500000', '01-11-2026', 'Facturada'],
    ]);
  });

  it('is named after the day of the export in Santiago', () => {
    expect(invoicesCsvFileName(new Date('2026-11-26T02:30:00.000Z'))).toBe(
      'facturas-2026-11-25.csv',
    );
  });
});
