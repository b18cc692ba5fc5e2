import { DATE_RANGE, MAX_INTEGER } from './contract.ts';

/** A text without the NUL character, which Postgres refuses in every text column. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

const DATE_TIME_RANGE = {
  min: `${DATE_RANGE.min}T00:00:00Z`,
  max: `${DATE_RANGE.max}T23:59:59.999Z`,
} as const;

/** Keys whose value is one schema, a list of schemas, or a map of schemas (JSON Schema 2020-12). */
const ONE = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains'];
const LIST = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

type Schema = Record<string, unknown>;

function limitsOf(node: Schema): Schema {
  const types = [node.type].flat();
  const limited: Schema = { ...node };
  if (types.includes('string')) {
    if (limited.pattern === undefined) limited.pattern = NO_NUL_PATTERN;
    else if (limited.pattern !== NO_NUL_PATTERN) {
      limited.allOf = [...((limited.allOf as unknown[]) ?? []), { pattern: NO_NUL_PATTERN }];
    }
    const range =
      node.format === 'date' ? DATE_RANGE : node.format === 'date-time' ? DATE_TIME_RANGE : null;
    if (range) {
      limited.formatMinimum ??= range.min;
      limited.formatMaximum ??= range.max;
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) {
      limited.maximum = MAX_INTEGER;
    }
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) {
      limited.minimum = -MAX_INTEGER - 1;
    }
  }
  return limited;
}

/**
 * A copy of a request schema (body, query string, path parameters) with the limits every value
 * of a request keeps unless its schema says otherwise: a text has no NUL character, a number fits
 * a Postgres `integer`, a `date` or `date-time` lies in DATE_RANGE. The database would refuse the
 * others with an error (a 500) instead of the 400 a bad request gets. The validator compiles this
 * copy, and /api/openapi.json publishes it, so the document says what is checked.
 */
export function withRequestLimits<T>(schema: T): T {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const node = limitsOf(schema as Schema);
  for (const key of ONE) {
    if (node[key] && typeof node[key] === 'object') node[key] = withRequestLimits(node[key]);
  }
  for (const key of LIST) {
    if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map(withRequestLimits);
  }
  for (const key of MAP) {
    const map = node[key];
    if (map && typeof map === 'object') {
      node[key] = Object.fromEntries(
        Object.entries(map).map(([name, value]) => [name, withRequestLimits(value)]),
      );
    }
  }
  return node as T;
}
