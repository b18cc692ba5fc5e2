import type { FastifySchemaValidationError } from 'fastify';

import { NO_NUL_PATTERN } from './request-limits.ts';

/** JSON Schema type names in the words a merchant reads. */
const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'vacío',
};

const FORMAT_NAMES: Record<string, string> = {
  date: 'una fecha AAAA-MM-DD',
  'date-time': 'una fecha y hora ISO 8601',
  email: 'un correo electrónico',
  uuid: 'un identificador válido',
  uri: 'una dirección web',
};

const WHERE: Record<string, string> = {
  body: 'El campo',
  querystring: 'El parámetro',
  params: 'El parámetro de la ruta',
  headers: 'La cabecera',
};

function typeNames(type: unknown): string {
  return [type]
    .flat()
    .map((name) => TYPE_NAMES[String(name)] ?? String(name))
    .join(' o ');
}

/** What is wrong with the value, in Spanish, for one ajv error. */
function problem(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `debe ser ${typeNames(params.type)}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? 'no puede estar vacío'
        : `debe tener al menos ${params.limit} caracteres`;
    case 'maxLength':
      return `debe tener como máximo ${params.limit} caracteres`;
    case 'minimum':
      return `debe ser mayor o igual a ${params.limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${params.limit}`;
    case 'maximum':
      return `debe ser menor o igual a ${params.limit}`;
    case 'exclusiveMaximum':
      return `debe ser menor que ${params.limit}`;
    case 'minItems':
      return `debe tener al menos ${params.limit} elementos`;
    case 'maxItems':
      return `debe tener como máximo ${params.limit} elementos`;
    case 'enum':
      return `debe ser uno de: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `debe ser ${String(params.allowedValue)}`;
    case 'format':
      return `debe ser ${FORMAT_NAMES[String(params.format)] ?? `de formato ${params.format}`}`;
    case 'pattern':
      return params.pattern === NO_NUL_PATTERN
        ? 'no puede contener el carácter nulo (U+0000)'
        : 'no tiene el formato esperado';
    case 'formatMinimum':
      return `debe ser una fecha desde el ${String(params.limit).slice(0, 10)}`;
    case 'formatMaximum':
      return `debe ser una fecha hasta el ${String(params.limit).slice(0, 10)}`;
    case 'additionalProperties':
      return `no admite «${params.additionalProperty}»`;
    default:
      return 'no es válido';
  }
}

/** The field an error is about, as a dotted path (`items.0.quantity`), or '' for the whole part. */
export function errorField(error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    return path ? `${path}.${missing}` : missing;
  }
  return path;
}

const RANK: Record<string, number> = { type: 1, anyOf: 2, oneOf: 2 };

/**
 * The errors grouped by field (in the order the fields first fail), each field's most telling
 * error first. A value that fails every branch of a union (a form value: the documented type, a
 * text or null) gets one error per branch: the branch whose type matched says what is wrong
 * (`a\u0000b` breaks the text's rule), otherwise the first branch names the documented type.
 */
function byRelevance(
  errors: readonly FastifySchemaValidationError[],
): FastifySchemaValidationError[] {
  const firstSeen = new Map<string, number>();
  errors.forEach((error, index) => {
    const field = errorField(error);
    if (!firstSeen.has(field)) firstSeen.set(field, index);
  });
  const order = (error: FastifySchemaValidationError) => firstSeen.get(errorField(error)) ?? 0;
  return [...errors].sort(
    (a, b) => order(a) - order(b) || (RANK[a.keyword] ?? 0) - (RANK[b.keyword] ?? 0),
  );
}

/**
 * The Spanish message of a request that failed its schema, e.g. `El campo «email» debe ser un
 * texto`, `Falta el parámetro «startDate»`, or `Se esperaba un objeto JSON`.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = byRelevance(errors)[0];
  if (!first) return 'Datos inválidos';
  const where = WHERE[context ?? 'body'] ?? 'El campo';
  const field = errorField(first);
  if (first.keyword === 'required')
    return `Falta ${where.replace(/^El|^La/, (w) => w.toLowerCase())} «${field}»`;
  if (!field) {
    if (first.keyword === 'type' && context !== 'querystring') return 'Se esperaba un objeto JSON';
    return `La consulta ${problem(first)}`;
  }
  return `${where} «${field}» ${problem(first)}`;
}

/** Every invalid field's first message, keyed by its path (the `fields` of the 400 body). */
export function validationFields(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of byRelevance(errors)) {
    const field = errorField(error) || '_';
    if (!(field in fields)) fields[field] = validationMessage([error], context);
  }
  return fields;
}
