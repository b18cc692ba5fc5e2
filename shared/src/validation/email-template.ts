import { object, string, type InferType, type TestContext } from 'yup';
import { formatNumber } from '../format/numbers';

/**
 * The e-mail templates a store sends its clients (spec 3 §3 "Email template", §5 "E-mail
 * templates"). The editor validates its form with `emailTemplateSchema` and lists unknown
 * variables with `unknownTemplateVariables`; `PUT /api/email-templates/:id` applies the same
 * schema and the same rule, so the screen and the api refuse exactly the same templates.
 */

/** Limits the spec leaves open: a subject fits an inbox line; a content fits any e-mail. */
export const EMAIL_TEMPLATE_LIMITS = { subject: 150, content: 20_000 } as const;

/** `{{name}}`, written the way the templates show a variable. */
export function templateVariableText(name: string): string {
  return `{{${name}}}`;
}

function listOf(names: readonly string[]): string {
  return names.map(templateVariableText).join(', ');
}

export const EMAIL_TEMPLATE_MESSAGES = {
  idRequired: 'Falta el id de la plantilla',
  idMismatch: 'El id de la plantilla no coincide con el de la dirección',
  notFound: 'Plantilla no encontrada',
  subjectRequired: 'El asunto es requerido',
  subjectMax: `El asunto no puede exceder ${EMAIL_TEMPLATE_LIMITS.subject} caracteres`,
  subjectOneLine: 'El asunto debe ir en una sola línea',
  contentRequired: 'El contenido es requerido',
  contentMax: `El contenido no puede exceder ${formatNumber(EMAIL_TEMPLATE_LIMITS.content)} caracteres`,
  /** Content that was nothing but what a sanitised e-mail drops (a script, a form). */
  contentEmptyAfterCleaning:
    'El contenido no puede quedar vacío: solo tenía elementos que no se permiten en un correo',
  unknownVariables: (names: readonly string[]) =>
    names.length === 1
      ? `La variable ${listOf(names)} no está definida para esta plantilla`
      : `Las variables ${listOf(names)} no están definidas para esta plantilla`,
  /** Spec 3 §5, word for word. */
  variableInsideVariable: 'No se puede insertar una variable dentro de otra variable',
} as const;

/** A variable as written in a text: what is between the braces (trimmed) and where it sits. */
export interface TemplateVariableSpan {
  name: string;
  /** Index of the first `{`. */
  start: number;
  /** Index just after the last `}`. */
  end: number;
}

/**
 * Every `{{…}}` of a text, in order. Anything between double braces (without a brace itself)
 * is a variable, spaces around the name allowed (`{{ total }}`, as the sender fills it in): a
 * misspelt `{{nombre cliente}}` is a variable too, an unknown one, rather than text that would
 * reach a client's inbox with its braces.
 */
export function templateVariableSpans(text: string): TemplateVariableSpan[] {
  return [...text.matchAll(/\{\{([^{}]*)\}\}/g)].map((match) => ({
    name: (match[1] ?? '').trim(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The names of the variables a text uses, each once, in order of first use. */
export function templateVariableNames(text: string): string[] {
  return [...new Set(templateVariableSpans(text).map((span) => span.name))];
}

/**
 * The rule of spec 3 §5: the variables the texts use that the template does not define, each
 * once, in order of first use. Saving is refused while there is any.
 */
export function unknownTemplateVariables(
  texts: readonly string[],
  defined: readonly string[],
): string[] {
  const known = new Set(defined);
  return [...new Set(texts.flatMap(templateVariableNames))].filter((name) => !known.has(name));
}

/** yup's context for the schema: the names of the template's variables. */
export interface EmailTemplateContext {
  variables?: readonly string[];
}

/** The variables test of a field: skipped when the context names no variables (unknown yet). */
function knownVariables(value: string | undefined, context: TestContext) {
  const defined = (context.options.context as EmailTemplateContext | undefined)?.variables;
  if (!defined || !value) return true;
  const unknown = unknownTemplateVariables([value], defined);
  return unknown.length === 0
    ? true
    : context.createError({ message: EMAIL_TEMPLATE_MESSAGES.unknownVariables(unknown) });
}

const m = EMAIL_TEMPLATE_MESSAGES;

/**
 * The editor's form (subject and content); pass `{ context: { variables } }` to check the
 * variables too. The content is HTML: the api cleans it on save, the preview before showing it.
 */
export const emailTemplateSchema = object({
  subject: string()
    .trim()
    .required(m.subjectRequired)
    .max(EMAIL_TEMPLATE_LIMITS.subject, m.subjectMax)
    // A line break in a subject would end the header of the message it is sent in.
    .test('one-line', m.subjectOneLine, (value) => !value || !/[\r\n]/.test(value))
    .test('known-variables', '', knownVariables),
  content: string()
    .required(m.contentRequired)
    .test('not-blank', m.contentRequired, (value) => !value || value.trim() !== '')
    .max(EMAIL_TEMPLATE_LIMITS.content, m.contentMax)
    .test('known-variables', '', knownVariables),
});

export type EmailTemplateValues = InferType<typeof emailTemplateSchema>;

/** The body of `PUT /api/email-templates/:id` (spec 3 §7): the form's values and the id. */
export const emailTemplatePayloadSchema = emailTemplateSchema.shape({
  id: string().trim().required(m.idRequired),
});

export type EmailTemplatePayload = InferType<typeof emailTemplatePayloadSchema>;
