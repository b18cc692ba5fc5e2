import { parse } from 'papaparse';
import { ORDERS_CSV_HEADERS } from '@platform/shared/constants';
import { blobBytes, draftOrder, pendingOrder, shippedOrder } from './fixtures';
import { ordersCsv, ordersCsvFile, ordersCsvFileName } from './orders-csv';

describe('orders CSV', () => {
  it('has the spec’s columns in order and one line per order, that parse back', async () => {
    const csv = await ordersCsv([pendingOrder, shippedOrder, draftOrder]);
    const { data, errors } = parse<string[]>(csv.trimEnd(), { delimiter: ';' });
    expect(errors).toEqual([]);
    expect(data).toEqual([
      [...ORDERS_CSV_HEADERS],
      [
        pendingOrder.id,
        '1001',
        'Camila Rojas',
        'camila.rojas@correo.cl',
        'Pendiente',
        '25990',
        '20-11-2026 10:05',
        'Webpay',
      ],
      [
        shippedOrder.id,
        '1002',
        'Matías "Mati" Soto; Pérez',
        'matias.soto@correo.cl',
        'Enviado',
        '8990',
        '18-11-2026 18:40',
        'Transferencia bancaria',
      ],
      [
        draftOrder.id,
        '1003',
        // Prefixed, so a spreadsheet shows it as text instead of running it.
        `'=HYPERLINK("http://x.test")`,
        'ana.munoz@correo.cl',
        'Borrador',
        '15000',
        '17-11-2026 07:00',
        'Sin pago registrado',
      ],
    ]);
    expect(csv.split('\r\n')[0]).toBe(ORDERS_CSV_HEADERS.join(';'));
  });

  it('is UTF-8 with a byte-order mark, for Excel', async () => {
    const bytes = await blobBytes(ordersCsvFile('ID\r\n'));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is named after the day of the export in Santiago', () => {
    // 02:30 UTC on the 26th is still the 25th in Santiago (UTC-3).
    expect(ordersCsvFileName(new Date('2026-11-26T02:30:00.000Z'))).toBe('ordenes-2026-11-25.csv');
  });
});
