import { Type, type Static } from 'typebox';

import { FormValue, IsoDateTime, Uuid, routesOf } from '../http/contract.ts';

const route = routesOf('email templates');

// The e-mails a store sends its clients (spec 3 §2 "Email templates", §3, §5, §7). The body gives
// the shape only: its rules and Spanish messages are the editor's yup schema and variable rule
// (`@platform/shared/validation`), which the route applies after this.

export const EmailTemplateVariable = Type.Object({
  name: Type.String({ description: 'Written {{name}} in the subject or the content' }),
  description: Type.String(),
  example: Type.String({ description: 'What the preview shows in its place' }),
});
export type EmailTemplateVariable = Static<typeof EmailTemplateVariable>;

export const EmailTemplate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  subject: Type.String({ description: 'Plain text with {{variables}}' }),
  content: Type.String({ description: 'HTML with {{variables}}, sanitised when saved' }),
  variables: Type.Array(EmailTemplateVariable),
  updatedAt: IsoDateTime,
});
export type EmailTemplate = Static<typeof EmailTemplate>;

export const EmailTemplateList = Type.Object({ templates: Type.Array(EmailTemplate) });
export type EmailTemplateList = Static<typeof EmailTemplateList>;

/** `{id, subject, content}` (spec 3 §7): the id must be the one in the path. */
export const EmailTemplateBody = Type.Object({
  id: Type.Optional(FormValue(Type.String())),
  subject: Type.Optional(FormValue(Type.String())),
  content: Type.Optional(FormValue(Type.String())),
});
export type EmailTemplateBody = Static<typeof EmailTemplateBody>;

const TemplateIdParams = Type.Object({ id: Uuid({ description: 'The template’s uuid' }) });

export const emailTemplateRoutes = {
  listEmailTemplates: route('GET', '/api/email-templates', {
    summary: 'The store’s e-mail templates, with the variables each may use',
    response: { 200: EmailTemplateList },
  }),
  updateEmailTemplate: route('PUT', '/api/email-templates/:id', {
    summary:
      'Saves a template’s subject and content: unknown {{variables}} are refused, the HTML is sanitised',
    params: TemplateIdParams,
    body: EmailTemplateBody,
    response: { 200: EmailTemplate },
  }),
};
