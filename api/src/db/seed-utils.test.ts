import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import type { DriverDatabase } from './index.ts';
import {
  Rng,
  SeedCalendar,
  formatRut,
  insertRows,
  isValidRut,
  makeRut,
  rutCheckDigit,
  sequentialUuid,
  stableUuid,
} from './seed-utils.ts';
import { openTestDatabase } from './testing.ts';

let db: DriverDatabase;

before(async () => {
  db = await openTestDatabase();
  await db.query(
    'create table seed_utils_probe (id integer, note text, doc jsonb, at timestamptz, day date, ok boolean)',
  );
});

after(async () => {
  await db.close();
});

test('RUT check digits (module 11), formats and validation', () => {
  assert.equal(rutCheckDigit(12345678), '5');
  assert.equal(rutCheckDigit(11111111), '1');
  assert.equal(rutCheckDigit(6), 'K');
  assert.equal(rutCheckDigit(7), '8');
  assert.equal(makeRut(12345678), '12345678-5');
  assert.equal(formatRut(7654321), '7.654.321-6');
  assert.ok(isValidRut('12.345.678-5'));
  assert.ok(isValidRut('6-k'));
  assert.ok(!isValidRut('12.345.678-4'));
  assert.ok(!isValidRut('12345678'));
});

test('stable ids and random streams depend only on their key', () => {
  assert.equal(stableUuid('a'), stableUuid('a'));
  assert.notEqual(stableUuid('a'), stableUuid('b'));
  assert.match(
    stableUuid('x'),
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  assert.match(
    sequentialUuid(5, 'x'),
    /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  assert.ok(sequentialUuid(5, 'z') < sequentialUuid(6, 'a'), 'time-ordered');
  const a = new Rng('k');
  const b = new Rng('k');
  assert.deepEqual([a.next(), a.int(1, 6), a.digits(4)], [b.next(), b.int(1, 6), b.digits(4)]);
});

test('the seed calendar counts days in Santiago and keeps today in the past', () => {
  const now = new Date('2026-11-22T15:00:00Z'); // 12:00 in Santiago (UTC-3 in summer)
  const cal = new SeedCalendar(now);
  assert.equal(cal.ymd(0), '2026-11-22');
  assert.equal(cal.ymd(1), '2026-11-21');
  assert.equal(cal.ymd(-10), '2026-12-02');
  assert.equal(new Date(cal.dayStart(0)).toISOString(), '2026-11-22T03:00:00.000Z');
  assert.ok(cal.at(0, 23).getTime() < now.getTime());
  assert.equal(cal.offsetOf(cal.at(3, 10).getTime()), 3);
  assert.equal(cal.month(1), '2026-10');
  assert.equal(cal.monthStartOffset(0), 21);
});

test('bulk insert keeps tabs, newlines, backslashes, accents, json and nulls, with COPY and with unnest', async () => {
  const rows = [
    {
      id: 1,
      note: 'Ñuñoa\ttab\nline\\back "quote"',
      doc: { cities: ['Viña del Mar'], n: 1 },
      at: new Date('2026-01-02T03:04:05Z'),
      day: '2026-01-02',
      ok: true,
    },
    { id: 2, note: null, doc: null, at: null, day: null, ok: false },
  ];
  const columns = {
    id: 'integer',
    note: 'text',
    doc: 'jsonb',
    at: 'timestamptz',
    day: 'date',
    ok: 'boolean',
  };
  await insertRows(db, 'seed_utils_probe', columns, rows); // COPY on PGlite, unnest on Postgres
  await insertRows(
    { query: (sql, params) => db.query(sql, params) },
    'seed_utils_probe',
    columns,
    rows.map((r) => ({ ...r, id: r.id + 10 })),
  );
  const { rows: stored } = await db.query<Record<string, unknown>>(
    'select * from seed_utils_probe order by id',
  );
  assert.equal(stored.length, 4);
  for (const [i, row] of stored.entries()) {
    const source = rows[i % 2] as (typeof rows)[number];
    assert.equal(row.note, source.note);
    assert.deepEqual(row.doc, source.doc);
    assert.equal((row.at as Date | null)?.toISOString() ?? null, source.at?.toISOString() ?? null);
    assert.equal(row.day, source.day);
    assert.equal(row.ok, source.ok);
  }
});
