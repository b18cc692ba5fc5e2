import { useUrlSearchState } from '@platform/shared';
import { invoiceSearchParams, readInvoiceSearch } from '../../../urls';

/** The invoices' page, kept in the URL (`?page=2`). */
export function useInvoiceSearch() {
  return useUrlSearchState({ read: readInvoiceSearch, write: invoiceSearchParams });
}
