import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerCreateLeadRoute } from './routes/create-lead.ts';
import { registerDemoRequestFormRoute } from './routes/demo-request-form.ts';
import { registerGetPlatformSettingsRoute } from './routes/get-platform-settings.ts';
import { registerListPublicStoresRoute } from './routes/list-public-stores.ts';
import { registerSystemStatusRoute } from './routes/system-status.ts';

/** Public site: platform settings, the public store list, the status page, leads and the demo-request form. */
export async function publicSitePlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerGetPlatformSettingsRoute(app, context);
  registerListPublicStoresRoute(app, context);
  registerSystemStatusRoute(app, context);
  registerCreateLeadRoute(app, context);
  registerDemoRequestFormRoute(app, context);
}
