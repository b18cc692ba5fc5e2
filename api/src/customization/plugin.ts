import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerGetDomainRoute } from './routes/get-domain.ts';
import { registerRemoveCustomDomainRoute } from './routes/remove-custom-domain.ts';
import { registerUpdateAliasRoute } from './routes/update-alias.ts';
import { registerVerifyDomainRoute } from './routes/verify-domain.ts';

/** Customization: the store's custom URL (alias, custom domain and its DNS verification). */
export async function customizationPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetDomainRoute(app, context);
  registerUpdateAliasRoute(app, context);
  registerVerifyDomainRoute(app, context);
  registerRemoveCustomDomainRoute(app, context);
}
