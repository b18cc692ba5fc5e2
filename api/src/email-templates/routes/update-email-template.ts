import {
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplatePayloadSchema,
  unknownTemplateVariables,
} from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { emailTemplateRoutes, type EmailTemplate } from '../contract.ts';
import { findEmailTemplate, saveEmailTemplate } from '../email-template-queries.ts';
import { sanitizeTemplateHtml } from '../sanitize-template.ts';

const m = EMAIL_TEMPLATE_MESSAGES;

/**
 * PUT /api/email-templates/:id {id, subject, content} → the saved template (spec 3 §5, §7). The
 * body is checked with the editor's schema, its id against the path's; then, with the template's
 * own variables, the variable rule: any unknown `{{name}}` is a 400 that lists them
 * (`unknownVariables`, and per field in `fields`). The content is sanitised before it is stored,
 * so the HTML an e-mail is built from never carries a script, whatever sent the request.
 */
export function registerUpdateEmailTemplateRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...emailTemplateRoutes.updateEmailTemplate,
    handler: async (request): Promise<EmailTemplate> => {
      const storeId = requireStore(request);
      const body = validate(emailTemplatePayloadSchema, request.body);
      if (body.id !== request.params.id) {
        throw badRequest(m.idMismatch, { fields: { id: m.idMismatch } });
      }
      const template = await findEmailTemplate(db, storeId, request.params.id);
      if (!template) throw notFound(m.notFound);

      const defined = template.variables.map((variable) => variable.name);
      const unknown = unknownTemplateVariables([body.subject, body.content], defined);
      if (unknown.length > 0) {
        const fields: Record<string, string> = {};
        for (const name of ['subject', 'content'] as const) {
          const own = unknownTemplateVariables([body[name]], defined);
          if (own.length > 0) fields[name] = m.unknownVariables(own);
        }
        throw badRequest(m.unknownVariables(unknown), { fields, unknownVariables: unknown });
      }

      const content = sanitizeTemplateHtml(body.content);
      if (content.trim() === '') {
        throw badRequest(m.contentEmptyAfterCleaning, {
          fields: { content: m.contentEmptyAfterCleaning },
        });
      }
      const saved = await saveEmailTemplate(db, storeId, template.id, {
        subject: body.subject,
        content,
      });
      if (!saved) throw notFound(m.notFound);
      return saved;
    },
  });
}
