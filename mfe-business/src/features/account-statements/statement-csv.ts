import type { AccountTransaction, StatementVariant } from '@platform/api/contracts';
import { formatDate, formatDateTime } from '@platform/shared';
import { statementMessages } from './messages';

const copy = statementMessages.csv;

/** One line per movement, in the spec's column order (spec 3 §9). */
export function statementCsvRow(transaction: AccountTransaction): (string | number)[] {
  const debit = transaction.movement_type === 'debit';
  return [
    formatDate(transaction.date),
    // formatDateTime is 'dd-MM-yyyy HH:mm': the time is what follows the day.
    formatDateTime(transaction.date).slice(-5),
    transaction.description,
    // Whole pesos without separators, so the spreadsheet reads numbers; the other column blank.
    debit ? transaction.amount : '',
    debit ? '' : transaction.amount,
    transaction.balance_after,
    copy.types[transaction.movement_type],
    statementMessages.categories[transaction.category] ?? statementMessages.categories.other,
    transaction.reference ?? '',
  ];
}

/**
 * The CSV of the movements shown (every page): `;` between fields and CRLF line ends, so Excel
 * with Chilean settings opens it in columns, as the other exports do; text that starts like a
 * formula is escaped. papaparse loads with the first export, not with the page.
 */
export async function statementCsv(transactions: readonly AccountTransaction[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const csv = unparse(
    { fields: [...copy.headers], data: transactions.map(statementCsvRow) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `${csv}\r\n`;
}

/** The file: UTF-8 with a byte-order mark, without which Excel misreads the accents. */
export function statementCsvFile(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

const SLUGS: Record<StatementVariant, string> = { sales: 'ventas', commission: 'comisiones' };

/** 'cartola-ventas-2026-10.csv', or 'cartola-ventas-2026-10-05.csv' for one day. */
export function statementCsvFileName(
  variant: StatementVariant,
  month: string,
  day: number | null,
): string {
  return copy.fileName(
    SLUGS[variant],
    month,
    day === null ? null : `${month}-${String(day).padStart(2, '0')}`,
  );
}
