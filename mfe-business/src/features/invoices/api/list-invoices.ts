import type { Invoice, InvoiceList } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { Invoice, InvoiceList };

/** The invoices' cache keys (the api resource first). */
export const invoiceKeys = {
  all: ['business', 'invoices'] as const,
};

/** `GET /business/invoices` → every invoice of the store, newest period first (spec 3 §7). */
export function listInvoices(signal?: AbortSignal): Promise<InvoiceList> {
  return apiClient.get<InvoiceList>('/business/invoices', { signal });
}

/** The store's invoices, for `useQuery(invoicesQuery())`; the screen pages them. */
export const invoicesQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.all,
    queryFn: ({ signal }) => listInvoices(signal),
  });
