import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { emailTemplateRoutes, type EmailTemplateList } from '../contract.ts';
import { listEmailTemplates } from '../email-template-queries.ts';

/** GET /api/email-templates → {templates} of the caller's store, each with its variables. */
export function registerListEmailTemplatesRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...emailTemplateRoutes.listEmailTemplates,
    handler: async (request): Promise<EmailTemplateList> => {
      const storeId = requireStore(request);
      return { templates: await listEmailTemplates(db, storeId) };
    },
  });
}
