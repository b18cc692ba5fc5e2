import type { Invoice } from '@platform/api/contracts';
import { formatDate, todayInSantiago } from '@platform/shared';
import { statusLabel } from '@platform/shared/constants';
import { monthLabel } from '../../lib/months';
import { invoiceNumberLabel } from './invoice-format';
import { invoiceMessages } from './messages';

const copy = invoiceMessages.csv;

/** One line per invoice, in the spec's column order (spec 3 §9), as the list shows it. */
export function invoiceCsvRow(invoice: Invoice): (string | number)[] {
  return [
    invoice.uuid,
    monthLabel(invoice.period),
    invoiceNumberLabel(invoice.number),
    // Whole pesos without separators, so the spreadsheet reads a number.
    invoice.amount,
    formatDate(invoice.date),
    statusLabel('invoice', invoice.status),
  ];
}

/**
 * The CSV of every invoice (not only the page on screen), made in the browser (spec 3 §7): `;`
 * between fields and CRLF line ends, like the other exports; papaparse loads with the first export.
 */
export async function invoicesCsv(invoices: readonly Invoice[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const csv = unparse(
    { fields: [...copy.headers], data: invoices.map(invoiceCsvRow) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `${csv}\r\n`;
}

/** The file: UTF-8 with a byte-order mark, without which Excel misreads the accents. */
export function invoicesCsvFile(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** 'facturas-2026-11-25.csv': the day of the export in the store's time zone. */
export function invoicesCsvFileName(now: Date = new Date()): string {
  return copy.fileName(todayInSantiago(now));
}
