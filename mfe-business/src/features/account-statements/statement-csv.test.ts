import { parse } from 'papaparse';
import { LAST_MONTH, ORDER_1, salesMovements } from './fixtures';
import { statementCsv, statementCsvFileName } from './statement-csv';
import { newestFirst } from './statement-rows';

describe('statement CSV', () => {
  it('has the spec’s columns in order, one line per movement, that parse back', async () => {
    const rows = newestFirst(salesMovements).slice(-2);
    const csv = await statementCsv(rows);
    const { data, errors } = parse<string[]>(csv.trimEnd(), { delimiter: ';' });
    expect(errors).toEqual([]);
    const day = `03-${LAST_MONTH.slice(5)}-${LAST_MONTH.slice(0, 4)}`;
    expect(data).toEqual([
      [
        'Fecha',
        'Hora',
        'Descripción',
        'Cargo',
        'Abono',
        'Saldo',
        'Tipo',
        'Categoría',
        'Referencia',
      ],
      [
        day,
        expect.stringMatching(/^(20|19):54$/),
        'Comisión medios de pago (Webpay 2%)',
        '520',
        '',
        '25470',
        'Egreso',
        'Comisión de medio de pago',
        '',
      ],
      [
        day,
        expect.stringMatching(/^(10|09):00$/),
        'Venta orden #1001 · Plan Café Mensual',
        '',
        '25990',
        '25990',
        'Ingreso',
        'Venta de suscripción',
        ORDER_1,
      ],
    ]);
  });

  it('is named after the statement and its month or day', () => {
    expect(statementCsvFileName('sales', '2026-10', null)).toBe('cartola-ventas-2026-10.csv');
    expect(statementCsvFileName('commission', '2026-10', 5)).toBe(
      'cartola-comisiones-2026-10-05.csv',
    );
  });
});
