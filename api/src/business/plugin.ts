import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerDownloadInvoiceRoute } from './routes/download-invoice.ts';
import { registerGetAccountStatementRoute } from './routes/get-account-statement.ts';
import { registerGetBankAccountRoute } from './routes/get-bank-account.ts';
import { registerGetBillingInfoRoute } from './routes/get-billing-info.ts';
import { registerGetBusinessContactRoute } from './routes/get-business-contact.ts';
import { registerInvoiceFileRoute } from './routes/invoice-file.ts';
import { registerListInvoicesRoute } from './routes/list-invoices.ts';
import { registerUpdateBankAccountRoute } from './routes/update-bank-account.ts';
import { registerUpdateBillingInfoRoute } from './routes/update-billing-info.ts';
import { registerUpdateBusinessContactRoute } from './routes/update-business-contact.ts';

/** Business: the store's contact, billing and bank account data, its invoices and statements. */
export async function businessPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetBusinessContactRoute(app, context);
  registerUpdateBusinessContactRoute(app, context);
  registerGetBillingInfoRoute(app, context);
  registerUpdateBillingInfoRoute(app, context);
  registerGetBankAccountRoute(app, context);
  registerUpdateBankAccountRoute(app, context);
  // Invoices: the list, the download link and (outside /api, with this scope's bearer check) the
  // PDF it points at; the two account statements.
  registerListInvoicesRoute(app, context);
  registerDownloadInvoiceRoute(app, context);
  registerInvoiceFileRoute(app, context);
  registerGetAccountStatementRoute(app, context);
}
