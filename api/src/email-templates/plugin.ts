import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerListEmailTemplatesRoute } from './routes/list-email-templates.ts';
import { registerUpdateEmailTemplateRoute } from './routes/update-email-template.ts';

/** E-mail templates: the store's templates and their variables, and saving one (sanitised). */
export async function emailTemplatesPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListEmailTemplatesRoute(app, context);
  registerUpdateEmailTemplateRoute(app, context);
}
