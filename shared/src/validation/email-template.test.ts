import {
  EMAIL_TEMPLATE_LIMITS,
  emailTemplatePayloadSchema,
  emailTemplateSchema,
  templateVariableNames,
  templateVariableSpans,
  unknownTemplateVariables,
} from './index';
import { firstError } from './test-helpers';

const VARIABLES = ['nombre_cliente', 'numero_orden', 'total'];
const VALID = {
  subject: 'Recibimos tu pedido #{{numero_orden}}',
  content: '<p>Hola {{nombre_cliente}}, pagaste {{ total }}.</p>',
};

describe('e-mail template variables (spec 3 §5)', () => {
  it('finds every variable in double braces, with where it is', () => {
    const text = 'Hola {{nombre_cliente}}, tu pedido {{ numero_orden }} por {{total}}';
    expect(templateVariableSpans(text)).toEqual([
      { name: 'nombre_cliente', start: 5, end: 23 },
      { name: 'numero_orden', start: 35, end: 53 },
      { name: 'total', start: 58, end: 67 },
    ]);
    expect(templateVariableNames('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });

  it('takes anything between double braces as a variable, and nothing else', () => {
    expect(templateVariableNames('{{nombre cliente}} {{}} {{{x}}} {x} {{y} {{z')).toEqual([
      'nombre cliente',
      '',
      'x',
    ]);
    expect(templateVariableNames('sin variables')).toEqual([]);
  });

  it('lists the unknown variables of every text once, in order of first use', () => {
    expect(unknownTemplateVariables([VALID.subject, VALID.content], VARIABLES)).toEqual([]);
    expect(
      unknownTemplateVariables(['{{foo}} {{total}}', '{{bar}} {{foo}} {{ Total }}'], VARIABLES),
    ).toEqual(['foo', 'bar', 'Total']);
    expect(unknownTemplateVariables(['{{total}}'], [])).toEqual(['total']);
  });
});

describe('emailTemplateSchema', () => {
  const context = { variables: VARIABLES };

  it('accepts a template whose variables are all defined', () => {
    expect(emailTemplateSchema.validateSync(VALID, { context })).toEqual(VALID);
  });

  it('refuses unknown variables in the subject and in the content, naming them', () => {
    const value = { subject: 'Hola {{foo}}', content: '<p>{{bar}} y {{baz}} {{total}}</p>' };
    expect(firstError(emailTemplateSchema, value, 'subject', context)).toBe(
      'La variable {{foo}} no está definida para esta plantilla',
    );
    expect(firstError(emailTemplateSchema, value, 'content', context)).toBe(
      'Las variables {{bar}}, {{baz}} no están definidas para esta plantilla',
    );
    // Without the template's variables the rule cannot run, and the rest still applies.
    expect(firstError(emailTemplateSchema, value)).toBeNull();
  });

  it('requires a one-line subject and a content, within their limits', () => {
    const error = (value: object, path: string) =>
      firstError(emailTemplateSchema, { ...VALID, ...value }, path, context);
    expect(error({ subject: '   ' }, 'subject')).toBe('El asunto es requerido');
    expect(error({ subject: 'a'.repeat(EMAIL_TEMPLATE_LIMITS.subject + 1) }, 'subject')).toBe(
      'El asunto no puede exceder 150 caracteres',
    );
    expect(error({ subject: 'a'.repeat(EMAIL_TEMPLATE_LIMITS.subject) }, 'subject')).toBeNull();
    expect(error({ subject: 'Hola\nBcc: x@y.cl' }, 'subject')).toBe(
      'El asunto debe ir en una sola línea',
    );
    expect(error({ content: '' }, 'content')).toBe('El contenido es requerido');
    expect(error({ content: ' \n ' }, 'content')).toBe('El contenido es requerido');
    expect(error({ content: 'a'.repeat(EMAIL_TEMPLATE_LIMITS.content + 1) }, 'content')).toBe(
      'El contenido no puede exceder 20.000 caracteres',
    );
  });

  it('is the body of the PUT with the template id', () => {
    expect(firstError(emailTemplatePayloadSchema, VALID, 'id')).toBe('Falta el id de la plantilla');
    expect(emailTemplatePayloadSchema.validateSync({ ...VALID, id: ' abc ', extra: 1 })).toEqual({
      ...VALID,
      id: 'abc',
      extra: 1,
    });
  });
});
