import type { OrderListItem } from '@platform/api/contracts';
import { formatDateTime, todayInSantiago } from '@platform/shared';
import { ORDERS_CSV_HEADERS, statusLabel } from '@platform/shared/constants';
import { ordersMessages } from './messages';

const copy = ordersMessages;

/** The payment method as the list shows it. */
export function paymentMethodLabel(method: OrderListItem['paymentMethod']): string {
  return method ? copy.order.paymentMethods[method] : copy.order.noPayment;
}

/** One line of the export per order, in the spec's column order (spec 3 §9). */
export function orderCsvRow(order: OrderListItem): (string | number)[] {
  return [
    order.id,
    order.orderNumber,
    order.clientName,
    order.clientEmail,
    statusLabel('order', order.status),
    // Whole pesos without separators, so the spreadsheet reads a number.
    order.totalAmount,
    formatDateTime(order.createdAt),
    paymentMethodLabel(order.paymentMethod),
  ];
}

/**
 * The CSV of the selected orders: `;` between fields and CRLF line ends, so Excel with Chilean
 * regional settings opens it in columns (the api's report files do the same); text that starts
 * like a formula (=, +, -, @) is prefixed with ' against CSV injection. papaparse does the
 * quoting, and loads with the first export, not with the page.
 */
export async function ordersCsv(orders: readonly OrderListItem[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const csv = unparse(
    { fields: [...ORDERS_CSV_HEADERS], data: orders.map(orderCsvRow) },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `${csv}\r\n`;
}

/** The file: UTF-8 with a byte-order mark, without which Excel misreads the accents. */
export function ordersCsvFile(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** 'ordenes-2026-11-25.csv': the day of the export in the store's time zone. */
export function ordersCsvFileName(now: Date = new Date()): string {
  return copy.csv.fileName(todayInSantiago(now));
}
