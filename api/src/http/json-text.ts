/**
 * A response body already written as JSON, by the database (`row_to_json`, `jsonObjectSql`):
 * the route's serialiser sends it as is (serializer.ts). A list's page is built this way
 * (`selectPageAsJson`): its rows then skip the driver's parsing of each column, the mapping to the
 * contract and the serialiser's walk over every field. Measured under load on the clients list,
 * that was about a quarter of the api's CPU per page. In development and tests the response
 * check still parses the text and checks it against the route's schema (response-check.ts).
 */
export class JsonText<T = unknown> {
  /** What the text encodes (a type only). */
  declare readonly encodes: T;

  constructor(readonly text: string) {}

  /** The value the text encodes. */
  parse(): T {
    return JSON.parse(this.text) as T;
  }
}

/**
 * A handler's value that is a body already written: typed as the route's response, which the
 * route's serialiser sends as the text (serializer.ts).
 */
export function asReply<T>(body: JsonText<T>): T {
  return body as unknown as T;
}

/**
 * The SQL of a JSON object (as text) with these keys, each the value of its SQL expression. A
 * row's `row_to_json` is written without spaces (`json_build_object`'s has one around every
 * colon: 10% more bytes on a list).
 */
export function jsonObjectSql(fields: Record<string, string>): string {
  return `(select row_to_json(item) from (select ${columnsSql(fields)}) item)::text`;
}

/** The SQL of a select list with these columns, each the value of its SQL expression. */
export function columnsSql(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${value} as "${key}"`)
    .join(', ');
}

/**
 * The SQL of a timestamp as the api writes one: `Date.prototype.toISOString`'s form, in UTC with
 * milliseconds (the driver's Date truncates microseconds the same way). Null stays null.
 */
export function isoTimestampSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
