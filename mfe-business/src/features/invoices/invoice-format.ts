import type { Invoice } from '@platform/api/contracts';
import { invoiceMessages } from './messages';

/** 'F-004007', or 'No disponible' while the invoice has no number (spec 3 §9). */
export function invoiceNumberLabel(number: Invoice['number']): string {
  return number === null ? invoiceMessages.noNumber : `F-${String(number).padStart(6, '0')}`;
}

/** The name the PDF is saved under: 'factura-2026-10-4007.pdf' (spec 3 §7). */
export function invoiceFileName(invoice: Pick<Invoice, 'period' | 'number'>): string {
  return `factura-${invoice.period}-${invoice.number ?? ''}.pdf`;
}
