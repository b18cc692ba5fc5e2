import type { Invoice, InvoiceDownload } from '@platform/api/contracts';
import { apiClient, downloadBlob, useMutation } from '@platform/shared';
import { invoiceFileName } from '../invoice-format';

/**
 * `GET /business/invoices/{id}/download` → `{ fileUrl }`; the PDF is then fetched from there
 * (with the bearer token, on the api's origin) and saved as 'factura-{period}-{number}.pdf'
 * (spec 3 §7). A missing URL or a failed fetch is an error.
 */
export async function downloadInvoice(invoice: Pick<Invoice, 'uuid' | 'period' | 'number'>) {
  const { fileUrl } = await apiClient.get<InvoiceDownload>(
    `/business/invoices/${encodeURIComponent(invoice.uuid)}/download`,
  );
  if (!fileUrl) throw new Error('invoice download: no fileUrl');
  const blob = await apiClient.getBlob(fileUrl);
  downloadBlob(blob, invoiceFileName(invoice));
}

/** Downloads one invoice; nothing cached changes. */
export function useDownloadInvoice() {
  return useMutation({
    mutationKey: ['download-invoice'],
    mutationFn: downloadInvoice,
  });
}
