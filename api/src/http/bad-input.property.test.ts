import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import {
  DEMO_STORE_ID,
  DEMO_STORE_SUBDOMAIN,
  PRO_PLAN_ID,
  STARTER_PLAN_ID,
} from '../db/seed-ids.ts';
import { openTestApp, type Bearer, type TestApp } from '../testing/test-app.ts';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
} from '../testing/tokens.ts';
import { billingInfoSample } from '@platform/shared/testing/samples';

/**
 * Bad input for EVERY /api route, generated from the route's schema in /api/openapi.json. From a
 * valid request of the route (`validExamples`, or values its schema suggests), each request breaks
 * one value: a wrong type, a list or an object (or a deep nesting) for a single value, a NUL
 * character, a number or a date out of range, a text over its length, a missing required
 * property, a query parameter repeated or written as a list; then bodies that are not an object
 * or not JSON, junk query strings, and seeded random combinations of several broken values. No
 * answer may be a 5xx, every request to a route that writes must be refused (4xx), and no table
 * may change. Last, each valid request must be accepted: so each broken value was the only thing
 * wrong with its request, and was refused for itself.
 */

/** Change it (or set BAD_INPUT_SEED) to explore other random combinations. */
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261125);
const RANDOM_CASES_PER_ROUTE = 12;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** What a valid request of a route sends; `accept` lists the statuses it may answer. */
interface Example {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
  /** Whose bearer token (default: demo@tienda.cl). */
  as?: 'demo' | 'nueva';
  /** More headers every request of the route sends (the session routes' Origin and cookie). */
  headers?: Record<string, string>;
  accept?: number[];
}

/** mulberry32: a small deterministic generator, so a failure can be replayed with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const text = () => {
    const alphabet = [
      'a',
      'Ñ',
      ' ',
      '0',
      '%',
      "'",
      '"',
      '\\',
      '<',
      '😀',
      '\ud800',
      '\u0000',
      '\u0001',
    ];
    return Array.from({ length: 1 + int(12) }, () => pick(alphabet)).join('');
  };
  return { next, int, pick, text };
}
type Random = ReturnType<typeof generator>;

/** The JSON types a schema accepts ('any' when it says nothing). */
function typesOf(schema: Schema | undefined): Set<string> {
  if (!schema) return new Set(['any']);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return new Set(branches.flatMap((branch) => [...typesOf(branch)]));
  if (schema.type) {
    return new Set([schema.type].flat().map((type) => (type === 'integer' ? 'number' : type)));
  }
  const values = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (values) return new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  return new Set(['any']);
}

/** The branches of a schema (itself when it is not a union). */
const branchesOf = (schema: Schema | undefined): Schema[] =>
  schema ? (schema.anyOf ?? schema.oneOf ?? [schema]) : [];

const branchOfType = (schema: Schema | undefined, type: string) =>
  branchesOf(schema).find((branch) => [branch.type].flat().includes(type));

/** The documented type: the first branch's (a form value is "a number, or a text, or null"). */
function primaryType(schema: Schema | undefined): string | undefined {
  const first = branchesOf(schema)[0];
  return first ? [...typesOf(first)][0] : undefined;
}

const isDateLike = (name: string, schema: Schema | undefined) =>
  branchesOf(schema).some((branch) => branch.format === 'date' || branch.format === 'date-time') ||
  /(Date|date|At)$/.test(name);

const OUT_OF_RANGE_DATES = [
  '0000-01-01',
  '1899-12-31',
  '9999-12-31',
  '2026-02-30',
  '0001-01-01T00:00:00Z',
  '275760-09-13',
];

/** An object nested `depth` levels deep with a NUL at the bottom (extra nesting). */
function nested(depth: number): Json {
  let value: Json = ['\u0000'];
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/**
 * Values the schema refuses for a body value (JSON, typed): every type it does not accept, and for
 * those it accepts, the values past its limits.
 */
function badJsonValues(name: string, schema: Schema | undefined, random: Random): Json[] {
  const types = typesOf(schema);
  if (types.has('any')) return [];
  const values: Json[] = [];
  const primary = primaryType(schema);
  if (!types.has('object')) values.push({ a: 1 }, nested(20));
  if (!types.has('array')) values.push(['a', 'b'], [{ a: '\u0000' }]);
  if (!types.has('string')) values.push('texto');
  if (!types.has('number')) values.push(42, -1e20);
  if (!types.has('boolean')) values.push(true);
  if (!types.has('null')) values.push(null);
  // A form value also takes a text (its input's), which must still be a number or a flag.
  if (types.has('string') && (primary === 'number' || primary === 'boolean')) values.push('texto');
  if (types.has('string')) {
    values.push('\u0000', `${random.text()}\u0000${random.text()}`);
    const text = branchOfType(schema, 'string');
    if (text?.maxLength !== undefined) values.push('x'.repeat(text.maxLength + 1));
    if (isDateLike(name, schema)) values.push(...OUT_OF_RANGE_DATES);
  }
  if (types.has('number')) {
    const number = branchOfType(schema, 'number') ?? branchOfType(schema, 'integer');
    values.push(1e20, -1e20, 1e308);
    if (number?.maximum !== undefined) values.push(number.maximum + 1);
    if (number?.minimum !== undefined) values.push(number.minimum - 1);
    if (branchOfType(schema, 'integer')) values.push(1.5);
  }
  return values;
}

/** The same for a query or path value, which is text. */
function badTextValues(name: string, schema: Schema | undefined, random: Random): string[] {
  const values = ['\u0000', `${random.text()}\u0000`, 'x'.repeat(5000), '../../etc/passwd', '1e20'];
  const types = typesOf(schema);
  const branches = branchesOf(schema);
  if (types.has('number')) {
    values.push('texto', '100000000000000000000', '-100000000000000000000', '1.5', 'NaN');
    for (const branch of branches) {
      if (branch.maximum !== undefined) values.push(String(branch.maximum + 1));
      if (branch.minimum !== undefined) values.push(String(branch.minimum - 1));
    }
  }
  if (types.has('boolean')) values.push('texto', '2');
  if (branches.some((branch) => branch.enum)) values.push('no-existe');
  for (const branch of branches) {
    if (branch.maxLength !== undefined) values.push('x'.repeat(branch.maxLength + 1));
  }
  if (isDateLike(name, schema)) values.push(...OUT_OF_RANGE_DATES);
  return values;
}

/** A value the schema accepts, for a property no example gives. */
function plausible(schema: Schema | undefined): Json {
  const branch = branchesOf(schema)[0];
  if (!branch) return 'a';
  if (branch.enum) return branch.enum[0] as Json;
  if (branch.const !== undefined) return branch.const as Json;
  const type = [branch.type].flat()[0];
  if (type === 'object') {
    return Object.fromEntries(
      (branch.required ?? []).map((key) => [key, plausible(branch.properties?.[key])]),
    );
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(branch.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (branch.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (branch.format === 'date') return '2026-01-01';
  return 'a';
}

const clone = <T>(value: T): T => structuredClone(value);

/** `value` with the property at `path` set to `replacement` (or removed when it is undefined). */
function withValueAt(
  value: Json,
  path: readonly (string | number)[],
  replacement: Json | undefined,
) {
  const copy = clone(value);
  if (!path.length) return replacement;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

interface Slot {
  path: (string | number)[];
  schema: Schema | undefined;
  required: boolean;
}

/** Every value of a body, with its schema: the example's, and the properties it leaves out. */
function slotsOf(schema: Schema | undefined, value: Json | undefined, path: Slot['path']): Slot[] {
  const slots: Slot[] = [];
  const object = branchOfType(schema, 'object');
  if (object?.properties && (value === undefined || (value && typeof value === 'object'))) {
    for (const [key, child] of Object.entries(object.properties)) {
      const childValue = (value as Record<string, Json> | undefined)?.[key];
      const required = object.required?.includes(key) ?? false;
      slots.push({ path: [...path, key], schema: child, required });
      if (childValue !== undefined) slots.push(...slotsOf(child, childValue, [...path, key]));
    }
  }
  const array = branchOfType(schema, 'array');
  if (array?.items && Array.isArray(value) && value.length) {
    slots.push({ path: [...path, 0], schema: array.items, required: false });
    slots.push(...slotsOf(array.items, value[0], [...path, 0]));
  }
  return slots;
}

interface Case {
  what: string;
  params: Record<string, string>;
  /** Already encoded. */
  query: string;
  /** Path parameters go into the URL as they are. */
  rawParams?: boolean;
  payload?: string;
  contentType?: string;
}

/** A URL cannot carry a lone surrogate (the JSON bodies do): it becomes U+FFFD. */
const encodeText = (text: string) =>
  encodeURIComponent(
    text.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

const encode = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`)
    .join('&');

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

type OpenApi = { paths: Record<string, Record<string, Operation>> };

interface RouteUnderTest {
  key: string;
  method: string;
  url: string;
  parameters: Parameter[];
  bodySchema: Schema | undefined;
  example: Example;
  /** The example, completed with values from the schema. */
  valid: Case;
  body: Json | undefined;
}

function routeUnderTest(
  route: { method: string; url: string },
  document: OpenApi,
  examples: Record<string, Example>,
): RouteUnderTest {
  const key = `${route.method} ${route.url}`;
  const operation =
    document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  assert.ok(operation, `${key} is in the OpenAPI document`);
  const example = examples[key] ?? {};
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const params: Record<string, string> = { ...example.params };
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    params[parameter.name] ??= String(plausible(parameter.schema));
  }
  // A DELETE with a body schema (a category's delete) is a write with a body like the others.
  const body =
    HAS_BODY.has(route.method) || bodySchema ? (example.body ?? plausible(bodySchema)) : undefined;
  const valid: Case = {
    what: 'valid',
    params,
    query: encode(example.query ?? {}),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
  return {
    key,
    method: route.method,
    url: route.url,
    parameters,
    bodySchema,
    example,
    valid,
    body,
  };
}

/** Query strings no route expects: unknown, repeated, nested, huge. */
const JUNK_QUERIES = [
  'zz=%00',
  'zz=1&zz=2&zz[a]=%00',
  'page=-1&perPage=1e20&search=%00&startDate=0000-01-01',
  `zz=${'x'.repeat(3000)}`,
  '%00=1',
  'zz=%C0%AF&yy=%E0%A4%A&xx=%',
];

/** Path parameters sent as they are (not encoded): malformed escapes, an encoded NUL, a slash. */
const RAW_PATH_VALUES = ['%E0%A4%A', '%', '%00', '..%2F..%2Fetc'];

/** Every bad request of one route, each breaking one thing of its valid request (or a few). */
function badCases(route: RouteUnderTest, random: Random): Case[] {
  const { valid, parameters, bodySchema, body } = route;
  const cases: Case[] = [];
  const withBody = (what: string, value: Json | undefined) =>
    cases.push({ ...valid, what, payload: JSON.stringify(value) });

  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    for (const bad of badTextValues(parameter.name, parameter.schema, random)) {
      const params = { ...valid.params, [parameter.name]: bad };
      cases.push({ ...valid, what: `:${parameter.name}=${JSON.stringify(bad)}`, params });
    }
    for (const raw of RAW_PATH_VALUES) {
      const params = { ...valid.params, [parameter.name]: raw };
      cases.push({ ...valid, what: `:${parameter.name}=${raw} (raw)`, params, rawParams: true });
    }
  }

  const query = route.example.query ?? {};
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const name = parameter.name;
    const others = encode(
      Object.fromEntries(Object.entries(query).filter(([key]) => key !== name)),
    );
    const withQuery = (what: string, extra: string) =>
      cases.push({
        ...valid,
        what: `?${name} ${what}`,
        query: others ? `${others}&${extra}` : extra,
      });
    for (const bad of badTextValues(name, parameter.schema, random)) {
      withQuery(`= ${JSON.stringify(bad)}`, encode({ [name]: bad }));
    }
    const sample = encodeURIComponent(query[name] ?? String(plausible(parameter.schema)));
    const field = encodeURIComponent(name);
    withQuery('repeated', `${field}=${sample}&${field}=${sample}`);
    withQuery('as a list', `${encodeURIComponent(`${name}[]`)}=${sample}`);
    withQuery('as an object', `${encodeURIComponent(`${name}[a]`)}=${sample}`);
    withQuery('empty', `${field}=`);
    if (parameter.required) withQuery('missing', '');
  }
  // A route that writes would accept its valid body whatever the query says.
  if (body === undefined) {
    for (const junk of JUNK_QUERIES) {
      cases.push({
        ...valid,
        what: `?${junk.slice(0, 40)}`,
        query: valid.query ? `${valid.query}&${junk}` : junk,
      });
    }
    return cases;
  }

  const slots = slotsOf(bodySchema, body, []);
  for (const slot of slots) {
    const name = String(slot.path.at(-1));
    const where = slot.path.join('.');
    for (const bad of badJsonValues(name, slot.schema, random)) {
      withBody(`${where}=${JSON.stringify(bad).slice(0, 60)}`, withValueAt(body, slot.path, bad));
    }
    if (slot.required) withBody(`${where} missing`, withValueAt(body, slot.path, undefined));
  }
  for (const whole of [null, [], [body], 'texto', 42, true, nested(200)]) {
    withBody(`body=${JSON.stringify(whole).slice(0, 40)}`, whole);
  }
  for (const [what, payload, contentType] of [
    ['malformed JSON', '{"a":', 'application/json'],
    ['empty JSON', '', 'application/json'],
    ['prototype pollution', '{"__proto__":{"x":1}}', 'application/json'],
    ['not JSON', 'texto', 'text/plain'],
  ] as const) {
    cases.push({ ...valid, what, payload, contentType });
  }
  // Seeded random combinations: several values broken at once.
  for (let i = 0; i < RANDOM_CASES_PER_ROUTE && slots.length; i += 1) {
    let value: Json | undefined = body;
    const broken: string[] = [];
    for (let n = 1 + random.int(3); n > 0; n -= 1) {
      const slot = random.pick(slots);
      const bads = badJsonValues(String(slot.path.at(-1)), slot.schema, random);
      if (!bads.length) continue;
      const bad = random.pick(bads);
      try {
        value = withValueAt(value as Json, slot.path, bad);
        broken.push(`${slot.path.join('.')}=${JSON.stringify(bad).slice(0, 30)}`);
      } catch {
        // An earlier change replaced this value's parent with a scalar.
      }
    }
    if (broken.length) withBody(`random: ${broken.join(', ')}`, value);
  }
  return cases;
}

/** Words of an English message (fastify's, a library's); the api's own are Spanish. */
const ENGLISH = /\b(is|the|must|should|cannot|not|valid|invalid|body|required|unsupported)\b/i;

/** A refusal says what is wrong in Spanish (the names of fields, in «», aside). */
function isSpanishMessage(response: LightMyRequestResponse): boolean {
  if (response.statusCode < 400) return true;
  // The pages a browser is sent to (the payment return) answer a page in Spanish.
  if (String(response.headers['content-type']).startsWith('text/html')) {
    return response.body.includes('<html lang="es">');
  }
  let message: unknown;
  try {
    ({ message } = response.json() as { message?: unknown });
  } catch {
    return false;
  }
  return typeof message === 'string' && !!message && !ENGLISH.test(message.replace(/«[^»]*»/g, ''));
}

describe('bad input on every /api route: a 4xx, never a 5xx, never a write', () => {
  let testApp: TestApp;
  let tokens: { demo: Bearer; nueva: Bearer };
  let routes: RouteUnderTest[];
  let address = 0;

  before(async () => {
    const opened = await openTestApp();
    testApp = opened.testApp;
    tokens = { demo: opened.demo, nueva: bearer(await getAccessToken(testApp.app, NEW_EMAIL)) };
    const document: OpenApi = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const examples = await validExamples(testApp);
    routes = testApp.app.registeredRoutes
      .filter(
        (route) =>
          route.url.startsWith('/api/') &&
          route.method !== 'OPTIONS' &&
          route.url !== '/api/openapi.json',
      )
      .map((route) => routeUnderTest(route, document, examples));
  });
  after(() => testApp.close());

  function send(route: RouteUnderTest, one: Case): Promise<LightMyRequestResponse> {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const value = one.params[name] ?? '';
      return one.rawParams ? value : encodeText(value);
    });
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: one.query ? `${path}?${one.query}` : path,
      headers: {
        ...tokens[route.example.as ?? 'demo'],
        ...route.example.headers,
        ...(one.payload === undefined
          ? {}
          : { 'content-type': one.contentType ?? 'application/json' }),
      },
      // A new client address each time: the public routes' rate limits must not answer instead.
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      ...(one.payload === undefined ? {} : { payload: one.payload }),
    };
    address += 1;
    return testApp.app.inject(options);
  }

  it('refuses every generated bad request with a 4xx and a message, and no table changes', async (t) => {
    const random = generator(SEED);
    const before = await fingerprint(testApp);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const writes = route.body !== undefined;
      for (const one of badCases(route, random)) {
        const response = await send(route, one);
        sent += 1;
        const status = response.statusCode;
        const problem =
          status >= 500
            ? 'a server error'
            : writes && status < 400
              ? 'accepted by a route that writes'
              : !isSpanishMessage(response)
                ? 'no Spanish message'
                : null;
        if (problem) {
          failures.push(
            `${route.key} [${one.what}] → ${status}, ${problem}: ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    t.diagnostic(`${routes.length} routes, ${sent} bad requests, seed ${SEED}`);
    assert.deepEqual(failures, [], `seed ${SEED}: ${failures.length} of ${sent} requests`);
    assert.deepEqual(await fingerprint(testApp), before, 'no table changed');
  });

  it('accepts the valid request each bad one was made from', async () => {
    // So each broken value above was the only thing wrong with its request.
    const refused: string[] = [];
    for (const route of routes) {
      const response = await send(route, route.valid);
      if (response.statusCode >= 400 && !route.example.accept?.includes(response.statusCode)) {
        refused.push(`${route.key} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
      }
    }
    assert.deepEqual(refused, []);
  });
});

/**
 * A digest of every row of every table, except the status page's own checks, which any request
 * to /api/system/status records (bad input or not), and the rate limits' counters, which count
 * every request of a limited route that its schema lets through, before the handler refuses it.
 */
async function fingerprint(testApp: TestApp): Promise<Record<string, string>> {
  const { rows: tables } = await testApp.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not in ('system_components', 'system_check_minutes', 'system_incidents',
         'rate_limits')
     order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await testApp.db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
    );
    digest[name] = rows[0]?.digest ?? '';
  }
  return digest;
}

/**
 * A valid request of each route whose schema alone cannot suggest one (a real id, a body the form
 * rules accept). A route missing here gets values from its schema, and the final check says
 * whether they were valid.
 */
async function validExamples(testApp: TestApp): Promise<Record<string, Example>> {
  const { db } = testApp;
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ value: string }>(sql, params)).rows[0]?.value ?? '';
  const draftOrder = await one(
    `select public_id as value from orders where store_id = $1 and status = 'draft'
     and payment_locked_on_order_id is null order by order_number desc limit 1`,
    [DEMO_STORE_ID],
  );
  const categoryId = await one(
    'select id::text as value from categories where store_id = $1 order by id limit 1',
    [DEMO_STORE_ID],
  );
  const clientId = await one(
    'select id::text as value from clients where store_id = $1 order by created_at limit 1',
    [DEMO_STORE_ID],
  );
  const templateId = await one(
    'select id::text as value from email_templates where store_id = $1 order by id limit 1',
    [DEMO_STORE_ID],
  );
  const productIds = (
    await db.query<{ id: string }>(
      `select id::text as id from products where store_id = $1 and type = 'product'
       and status = 'active' order by name limit 2`,
      [DEMO_STORE_ID],
    )
  ).rows.map((row) => row.id);
  const range = { startDate: '2025-11-23', endDate: '2026-11-22' };
  const column = async (sql: string) =>
    (await db.query<{ id: string }>(sql, [DEMO_STORE_ID])).rows.map((row) => row.id);
  const catalogue = {
    // Visible individual products in no pack (one may become anything the form allows).
    products: (await column(
      `select p.id::text as id from products p where p.store_id = $1 and p.type = 'product'
       and p.status = 'active' and p.visible
       and not exists (select 1 from pack_items i where i.store_id = p.store_id and i.product_id = p.id)
       order by p.name limit 5`,
    )) as [string, string, string, string, string],
    roots: (await column(
      `select id::text as id from categories where store_id = $1 and parent_id is null
       order by sort_order limit 3`,
    )) as [string, string, string],
    childless:
      (
        await column(
          `select c.id::text as id from categories c where c.store_id = $1 and c.parent_id is null
         and not exists (select 1 from categories k where k.store_id = c.store_id and k.parent_id = c.id)
         order by c.sort_order desc limit 1`,
        )
      )[0] ?? '',
  };
  assert.equal(catalogue.products.length, 5);
  assert.equal(catalogue.roots.length, 3);
  assert.ok(catalogue.childless && !catalogue.roots.includes(catalogue.childless));

  // A recovery link and a pending registration, for the routes that need their token or code.
  const inject = (url: string, payload: Json) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object });
  await inject('/api/auth/reset-password', { email: DEMO_EMAIL });
  const pendingEmail = 'propiedad@tienda.cl';
  await inject('/api/auth/public-platform-register', {
    businessName: 'Tienda Propiedad',
    firstName: 'Ana',
    lastName: 'Rojas',
    email: pendingEmail,
    password: 'Clave#2026',
    subdomain: 'tienda-propiedad',
  });
  // A second one for the resend example: resending never touches the code the verify example
  // uses, however long the tests before it took (past the 60 s cooldown, a resend replaces it).
  const resendEmail = 'propiedad-reenvio@tienda.cl';
  await inject('/api/auth/public-platform-register', {
    businessName: 'Tienda Reenvío',
    firstName: 'Eva',
    lastName: 'Soto',
    email: resendEmail,
    password: 'Clave#2026',
    subdomain: 'tienda-reenvio',
  });
  const outbox = async (to: string) =>
    one(
      `select coalesce(body_text, '') as value from outbox where to_email = $1
       order by created_at desc limit 1`,
      [to],
    );
  const resetToken = /token=([\w-]+)/.exec(await outbox(DEMO_EMAIL))?.[1] ?? '';
  const code = /\b(\d{6})\b/.exec(await outbox(pendingEmail))?.[1] ?? '';
  assert.ok(resetToken && code, 'the recovery link and the registration code were e-mailed');
  // A new e-mail of nueva@tienda.cl waiting for its code, for the route that confirms it.
  const newAddress = 'nueva-propiedad@tienda.cl';
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/account/profile',
    headers: bearer(await getAccessToken(testApp.app, NEW_EMAIL)),
    payload: { firstName: 'Valentina', lastName: 'Muñoz', email: newAddress },
  });
  const emailCode = /\b(\d{6})\b/.exec(await outbox(newAddress))?.[1] ?? '';
  assert.ok(emailCode, 'the e-mail change code was e-mailed');

  // A session of the web app: its cookie, for the route that refreshes it (spent only by the valid
  // request: every bad one is refused before its cookie is read).
  const shell = { origin: 'http://localhost:3000' };
  const session = await testApp.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: shell,
    payload: { username: OTHER_EMAIL, password: DEMO_PASSWORD },
  });
  const sessionCookie = String(session.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  assert.ok(sessionCookie.includes('='), 'the session cookie was set');

  const lead = {
    fullName: 'Camila Fuentes',
    sector: 'Alimentación',
    email: 'camila@granjafuentes.cl',
    phone: '+56 9 8765 4321',
  };
  // Two active plans (one edited, one archived by the valid requests) and a shipping rule.
  const activePlans = await column(
    `select id::text as id from commerce_plans where store_id = $1 and status = 'active'
     order by created_at, id limit 2`,
  );
  assert.equal(activePlans.length, 2);
  const shippingRule = await one(
    'select id::text as value from shipping_rules where store_id = $1 order by price limit 1',
    [DEMO_STORE_ID],
  );
  const commercePlan = {
    name: 'Plan Propiedad',
    description: 'Un café al mes',
    price: 9990,
    deliveryFrequency: 'monthly',
    renewalPeriod: 'quarterly',
    benefits: ['Envío gratis'],
    excludedBenefits: ['Catas'],
  };
  const shippingRuleBody = {
    type: 'fixed_price',
    price: 3990,
    cities: ['Providencia', 'ñuñoa'],
    isActive: true,
  };
  // demo's second saved card (not the default), for the route that makes a card the default.
  const secondCard = await one(
    `select id::text as value from saved_cards where store_id = $1 and not is_default
     order by created_at limit 1`,
    [DEMO_STORE_ID],
  );
  assert.ok(secondCard, 'demo has a second saved card');

  // An order's documents: a PDF stored through its signed URL and attached to a demo order (for
  // the list and the download), and another stored one for the valid request that attaches it.
  const documentOrder = await one(
    'select id::text as value from orders where store_id = $1 order by order_number limit 1',
    [DEMO_STORE_ID],
  );
  const demoBearer = bearer(await getAccessToken(testApp.app, DEMO_EMAIL));
  const storedPdf = async () => {
    const signed = await testApp.app.inject({
      method: 'POST',
      url: '/api/aws/s3/signed-upload-url',
      headers: demoBearer,
      payload: { contentType: 'application/pdf' },
    });
    const { uploadUuid, endpoint } = signed.json() as { uploadUuid: string; endpoint: string };
    const url = new URL(endpoint);
    const put = await testApp.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    assert.equal(put.statusCode, 200, put.body);
    return uploadUuid;
  };
  const attached = await testApp.app.inject({
    method: 'POST',
    url: '/api/order-documents',
    headers: demoBearer,
    payload: { orderUuid: documentOrder, uploadUuid: await storedPdf(), filename: 'Guía.pdf' },
  });
  assert.equal(attached.statusCode, 201, attached.body);
  const orderDocumentId = attached.json().id as string;
  const freeUpload = await storedPdf();

  // A shipped order of demo's, for the order detail's reads.
  const shippedOrder = await one(
    `select id::text as value from orders where store_id = $1 and status = 'shipped'
     order by order_number desc limit 1`,
    [DEMO_STORE_ID],
  );
  assert.ok(shippedOrder, 'demo has a shipped order');

  return {
    'PUT /api/account/profile': {
      body: { firstName: 'Demo', lastName: 'Tienda', email: DEMO_EMAIL },
    },
    'POST /api/account/email/confirm': { as: 'nueva', body: { code: emailCode } },
    'POST /api/auth/reset-password': { body: { email: DEMO_EMAIL } },
    'POST /api/auth/reset-password/confirm': {
      body: { token: resetToken, password: 'Nueva#2026' },
    },
    // nueva@tienda.cl: demo's password is changed by the recovery example above.
    'POST /api/auth/change-password': {
      as: 'nueva',
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Cambiada#2026' },
    },
    'POST /api/auth/public-platform-register': {
      body: {
        businessName: 'Otra Propiedad',
        firstName: 'Luis',
        lastName: 'Soto',
        email: 'otra-propiedad@tienda.cl',
        password: 'Clave#2026',
        subdomain: 'otra-propiedad',
      },
    },
    // Within its cooldown a 429 after the body was read; past it (a slow run), a new code.
    'POST /api/auth/send-verification-code': { body: { email: resendEmail }, accept: [429] },
    'POST /api/auth/client/verify-code': { body: { email: pendingEmail, code } },
    // otra@tienda.cl: demo's password is changed by the recovery example above.
    'POST /api/session': {
      headers: shell,
      body: { username: OTHER_EMAIL, password: DEMO_PASSWORD },
    },
    'POST /api/session/refresh': { headers: { ...shell, cookie: sessionCookie }, body: {} },
    // Without a cookie: nothing to revoke, so the junk queries sent to it change no table.
    'DELETE /api/session': { headers: shell },
    'POST /api/auth/private-platform-register': {
      as: 'nueva',
      body: { businessName: 'Tienda Nueva', subdomain: 'tienda-nueva' },
    },
    'PUT /api/store/tours/:idTour/mark-as-visited': {
      params: { idTour: 'dashboard' },
      body: { tourId: 'dashboard', visitedAt: '2026-01-01' },
    },
    'POST /api/setup/publish': { body: { tasks: [{ id: 'bank_account', isCompleted: true }] } },
    'PUT /api/email-templates/:id': {
      params: { id: templateId },
      body: { id: templateId, subject: 'Tu pedido está en camino', content: '<p>Hola</p>' },
    },
    'PUT /api/store': {
      body: {
        siteName: 'Café Cordillera',
        externalWebsite: 'https://www.cafecordillera.cl',
        language: 'es',
        currency: 'CLP',
      },
    },
    'POST /api/products': {
      body: {
        name: 'Pack propiedad',
        description: 'Dos cajas al mes',
        sku: 'PACK-PROPIEDAD',
        type: 'pack',
        price: 24990,
        stock: 15,
        minStock: 3,
        preparationDays: 2,
        categoryId,
        isActive: true,
        noShippingRequired: false,
        requiresMembership: true,
        characteristics: [{ title: 'Origen', description: 'Valle de Casablanca' }],
        benefits: ['Despacho gratis'],
        externalUrl: '/packs/propiedad',
        renewalPeriod: 'quarterly',
        deliveryFrequency: 'biweekly',
        periodicity: 'monthly',
        items: productIds.map((productId) => ({ productId, quantity: 2 })),
        uploadUuid: null,
      },
    },
    'GET /api/products': {
      query: { page: '1', perPage: '10', search: 'caf', priceMin: '0', priceMax: '100000' },
    },
    'GET /api/orders': {
      query: { page: '1', search: 'a', ...range, minAmount: '0', maxAmount: '1000000' },
    },
    'GET /api/clients': {
      query: { page: '1', search: 'a', status: 'active', sortBy: 'totalSpent' },
    },
    'GET /api/clients/:id': { params: { id: clientId } },
    'GET /api/clients/:id/orders': { params: { id: clientId } },
    'GET /api/clients/:id/subscriptions': { params: { id: clientId } },
    'GET /api/clients/:id/addresses': { params: { id: clientId } },
    'GET /api/clients/:id/communications': { params: { id: clientId } },
    'GET /api/clients/:id/history': { params: { id: clientId } },
    'GET /api/orders/:id': { params: { id: shippedOrder } },
    'GET /api/orders/:id/items': { params: { id: shippedOrder } },
    'GET /api/orders/:id/activity': { params: { id: shippedOrder } },
    'GET /api/orders/:id/payment': { params: { id: shippedOrder } },
    'GET /api/orders/:id/communications': { params: { id: shippedOrder } },
    'GET /api/orders/:id/shipping': { params: { id: shippedOrder } },
    'GET /api/orders/:id/client': { params: { id: shippedOrder } },
    'GET /api/orders/:id/billing': { params: { id: shippedOrder } },
    // An order no store has: a real one would change with the valid request (and the next ones
    // would then be refused for the status it has, not for what they break).
    'POST /api/orders/:id/status': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'processing', expectedStatus: 'pending' },
      accept: [404],
    },
    'POST /api/orders/:id/shipping/confirm': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: {
        carrier: 'starken',
        trackingNumber: '123456789',
        notes: 'Dejar en portería',
        estimatedDeliveryRange: ['2030-03-04', '2030-03-06'],
        message: '¡Gracias por tu compra!',
        sendEmailToCustomer: true,
      },
      accept: [404],
    },
    'PUT /api/business/contact': {
      body: {
        address: 'Av. Providencia 1234',
        businessHours: [{ days: 'Lunes a Viernes', startTime: '09:00', endTime: '18:00' }],
        contactPhones: [{ number: '+56912345678', isDefault: true }],
        contactEmails: [{ email: 'hola@tienda.cl', isDefault: true }],
        socialMedia: { twitter: '', facebook: 'https://facebook.com/tienda', instagram: '' },
      },
    },
    'PUT /api/business/billing': { body: billingInfoSample },
    'GET /api/business/invoices/:id/download': {
      params: {
        id: await one(
          "select id::text as value from invoices where store_id = $1 and status = 'billed' limit 1",
          [DEMO_STORE_ID],
        ),
      },
    },
    'GET /api/business/account-statement/:variant': {
      params: { variant: 'sales' },
      query: { period: '01-2026' },
    },
    // demo's own alias (nothing to write); demo is on Starter, so its verification is refused.
    'PUT /api/customization/domain/alias': { body: { alias: 'cafecordillera' } },
    'POST /api/customization/domain/verification': {
      body: { domain: 'cafecordillera.cl' },
      accept: [403],
    },
    'PUT /api/store/bank/account': {
      body: {
        bankId: '037',
        accountType: 'savings',
        accountNumber: '0012345678',
        rut: '12345678-5',
      },
    },
    'GET /api/metrics/:code': { params: { code: 'revenue' }, query: range },
    'GET /api/metrics/charts/:id': { params: { id: 'revenue' }, query: range },
    'GET /api/metrics/reports/:id': { params: { id: 'revenue' }, query: range },
    'POST /api/metrics/reports/:id/export': { params: { id: 'revenue' }, body: range },
    'GET /api/public/stores': { query: { search: 'café', featured: 'true' } },
    'POST /api/leads': { body: lead },
    'POST /api/forms/demo-request': { body: lead },
    'GET /api/public/orders/:publicId': { params: { publicId: draftOrder } },
    'POST /api/public/orders/:publicId/payments': {
      params: { publicId: draftOrder },
      body: { orderId: draftOrder, returnUrl: `http://localhost:3000/public/orders/${draftOrder}` },
    },
    // An unknown provider token: the page says the payment failed (a redirect, not a 4xx).
    'GET /api/public/payments/webpay-return': { query: { token_ws: 'desconocido' }, accept: [404] },
    'POST /api/public/payments/webpay-return': { body: { token_ws: 'desconocido' }, accept: [404] },
    'POST /api/aws/s3/signed-upload-url': { body: { contentType: 'image/png' } },
    // The catalogue: each call that writes gets a product or category of its own, so the valid
    // requests (sent in registration order) do not undo each other.
    'GET /api/products/:id': { params: { id: catalogue.products[0] } },
    'PUT /api/products/:id': {
      params: { id: catalogue.products[0] },
      body: {
        id: catalogue.products[0],
        name: 'Producto propiedad',
        description: 'Editado',
        sku: 'PROPIEDAD-EDIT',
        type: 'product',
        price: 4990,
        stock: 8,
        minStock: 2,
        preparationDays: 1,
        categoryId,
        isActive: true,
        noShippingRequired: false,
        requiresMembership: false,
        characteristics: [{ title: 'Origen', description: 'Huila' }],
        benefits: ['Despacho gratis'],
        externalUrl: '/cafe/propiedad',
        renewalPeriod: null,
        deliveryFrequency: 'monthly',
        periodicity: 'monthly',
        items: [],
        uploadUuid: null,
      },
    },
    'PUT /api/products/:id/archive': {
      params: { id: catalogue.products[1] },
      body: { isArchived: true },
    },
    'PUT /api/products/:id/visibility': {
      params: { id: catalogue.products[2] },
      body: { isActive: false },
    },
    'PUT /api/products/:id/adjust-stock': {
      params: { id: catalogue.products[3] },
      body: { type: 'add', value: 5 },
    },
    'GET /api/products/:id/embed': { params: { id: catalogue.products[4] } },
    'GET /api/public/embed/stores/:subdomain/products/:productId': {
      params: { subdomain: DEMO_STORE_SUBDOMAIN, productId: catalogue.products[4] },
      query: { texto: 'Suscribirme', color: '#4F46E5' },
    },
    'POST /api/categories': {
      body: {
        name: 'Categoría propiedad',
        description: 'Creada',
        parentId: catalogue.roots[0],
        isEnabled: true,
        uuid: '5f0e4d3c-2b1a-4f9e-8d7c-6b5a4f3e2d1c',
      },
    },
    'PUT /api/categories/:id': {
      params: { id: catalogue.roots[0] },
      body: {
        name: 'Café',
        description: 'Editada',
        parentId: null,
        isEnabled: true,
        uuid: catalogue.roots[0],
      },
    },
    'DELETE /api/categories/:id': {
      params: { id: catalogue.childless },
      body: {
        categoryId: catalogue.childless,
        productAction: 'move',
        targetCategoryId: catalogue.roots[0],
        childCategories: [],
      },
    },
    'PUT /api/categories/move/:direction/:id': {
      params: { direction: 'down', id: catalogue.roots[1] },
      body: { categoryId: catalogue.roots[1] },
    },
    'PUT /api/categories/visibility/:action/:id': {
      params: { action: 'hide', id: catalogue.roots[2] },
      body: { categoryId: catalogue.roots[2] },
    },
    'POST /api/categories/full-names': { body: { categoryIds: catalogue.roots } },
    'POST /api/commerce-plans': { body: commercePlan },
    'PUT /api/commerce-plans/:id': { params: { id: activePlans[0] ?? '' }, body: commercePlan },
    'PUT /api/commerce-plans/:id/archive': {
      params: { id: activePlans[1] ?? '' },
      body: { isArchived: true },
    },
    'POST /api/shippings/rules': { body: shippingRuleBody },
    'PUT /api/shippings/rules/:id': { params: { id: shippingRule }, body: shippingRuleBody },
    // A rule no store has: its junk-query cases would otherwise delete a real one.
    'DELETE /api/shippings/rules/:id': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      accept: [404],
    },
    'GET /api/public/stores/:subdomain/shipping-quote': {
      params: { subdomain: DEMO_STORE_SUBDOMAIN },
      query: { commune: 'Providencia' },
    },
    // The plan change, sent in registration order: demo (on Starter, its seeded card the default)
    // moves up to Pro, which charges the card, then schedules Starter and cancels it.
    'GET /api/store-subscriptions/plan-change-preview': { query: { planId: PRO_PLAN_ID } },
    'PUT /api/store-subscriptions/upgrade-plan': {
      body: { planId: PRO_PLAN_ID, currentPlanId: STARTER_PLAN_ID },
    },
    'PUT /api/store-subscriptions/downgrade-plan': {
      body: { planId: STARTER_PLAN_ID, currentPlanId: PRO_PLAN_ID },
    },
    'PUT /api/store-subscriptions/cancel-plan-change': { body: { cancelNextPlan: true } },
    'PUT /api/payment-methods/credit-cards/:id/set-default': {
      params: { id: secondCard },
      body: { isDefault: true },
    },
    // A card no store has: its junk-query cases would otherwise delete a real one.
    'DELETE /api/payment-methods/credit-cards/:id': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      accept: [404],
    },
    'POST /api/payment-methods/oneclick/add-card': { body: {} },
    // An unknown inscription: the account page with the error (a redirect, not a 4xx).
    'GET /api/public/payment-methods/oneclick/return': { query: { TBK_TOKEN: 'desconocido' } },
    'POST /api/public/payment-methods/oneclick/return': { body: { TBK_TOKEN: 'desconocido' } },
    'GET /api/orders/:id/documents': { params: { id: documentOrder } },
    'POST /api/order-documents': {
      body: { orderUuid: documentOrder, uploadUuid: freeUpload, filename: 'Factura propiedad.pdf' },
    },
    'GET /api/order-documents/:id/download': { params: { id: orderDocumentId } },
  };
}
