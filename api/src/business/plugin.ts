import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerGetBankAccountRoute } from './routes/get-bank-account.ts';
import { registerGetBillingInfoRoute } from './routes/get-billing-info.ts';
import { registerGetBusinessContactRoute } from './routes/get-business-contact.ts';
import { registerUpdateBankAccountRoute } from './routes/update-bank-account.ts';
import { registerUpdateBillingInfoRoute } from './routes/update-billing-info.ts';
import { registerUpdateBusinessContactRoute } from './routes/update-business-contact.ts';

/** Business: the store's contact, billing and bank account data. */
export async function businessPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetBusinessContactRoute(app, context);
  registerUpdateBusinessContactRoute(app, context);
  registerGetBillingInfoRoute(app, context);
  registerUpdateBillingInfoRoute(app, context);
  registerGetBankAccountRoute(app, context);
  registerUpdateBankAccountRoute(app, context);
}
