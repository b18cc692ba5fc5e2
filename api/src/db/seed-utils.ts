/** Deterministic helpers for the seed: PRNG, stable uuids, Chilean RUTs, Santiago calendar days, bulk insert. */

import type { Queryable } from './types.ts';

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** Four independent 32-bit hashes of `text` in one pass. */
function hash128(text: string, salt: number): [number, number, number, number] {
  let a = (0x811c9dc5 ^ salt) >>> 0;
  let b = (0x01000193 ^ Math.imul(salt, 0x9e3779b1)) >>> 0;
  let c = (0x6a09e667 ^ Math.imul(salt, 0x85ebca6b)) >>> 0;
  let d = (0xbb67ae85 ^ Math.imul(salt, 0xc2b2ae35)) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    a = Math.imul(a ^ ch, 0x01000193);
    b = Math.imul(b ^ ch, 0x5bd1e995);
    c = Math.imul(c ^ ch, 0x27d4eb2d);
    d = Math.imul(d ^ ch, 0x165667b1);
  }
  const mix = (h: number) => {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
  };
  // cross the lanes so every output bit depends on all of them
  const ma = mix(a ^ Math.imul(d, 3));
  const mb = mix(b ^ ma);
  const mc = mix(c ^ mb);
  const md = mix(d ^ mc);
  return [ma, mb, mc, md];
}

/** A uuid (version 4 layout) that depends only on `key`: the same key gives the same id in every run. */
export function stableUuid(key: string): string {
  const [ha, hb, hc, hd] = hash128(key, 1);
  const a = hex8(ha);
  const b = hex8(hb);
  const c = hex8(hc);
  const d = hex8(hd);
  const variant = ((hc >>> 28) & 0x3) | 0x8;
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant.toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/**
 * A time-ordered uuid (version 7 layout) whose 48-bit prefix is `sequence` (on a fixed base) and whose
 * other bits come from `key`. Rows generated in order get increasing ids, so bulk inserts append to
 * the right edge of the primary-key index instead of splitting random pages.
 */
export function sequentialUuid(sequence: number, key: string): string {
  const [hb, hc, hd] = hash128(key, 3);
  const high = (0x0190_0000_0000 + sequence).toString(16).padStart(12, '0');
  const b = hex8(hb);
  const c = hex8(hc);
  const variant = ((hc >>> 28) & 0x3) | 0x8;
  return `${high.slice(0, 8)}-${high.slice(8, 12)}-7${b.slice(0, 3)}-${variant.toString(16)}${c.slice(1, 4)}-${hex8(hd)}${b.slice(3, 7)}`;
}

/** 32 hex characters (128 bits) derived from `key`. */
export function stableToken(key: string): string {
  return hash128(key, 7).map(hex8).join('');
}

/** Small fast seeded PRNG (sfc32). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(key: string) {
    const [a, b, c] = hash128(key, 101);
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = 1;
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** [0, 1) */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight from [item, weight] pairs. */
  weighted<T>(pairs: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let roll = this.next() * total;
    for (const [item, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) {
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return out;
  }
}

/** Check digit (0-9 or K) of a RUT body (module 11). */
export function rutCheckDigit(body: number): string {
  let sum = 0;
  let factor = 2;
  let n = Math.floor(body);
  while (n > 0) {
    sum += (n % 10) * factor;
    n = Math.floor(n / 10);
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** Canonical RUT: body and check digit, no dots ("12345678-5"). */
export function makeRut(body: number): string {
  return `${body}-${rutCheckDigit(body)}`;
}

/** Thousands with dots: 12345678 -> "12.345.678". */
export function thousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "12.345.678-5" */
export function formatRut(body: number): string {
  return `${thousands(body)}-${rutCheckDigit(body)}`;
}

/** True when a RUT (with or without dots) has a valid check digit. */
export function isValidRut(rut: string): boolean {
  const match = /^(\d{1,3}(?:\.?\d{3})*)-([\dkK])$/.exec(rut.trim());
  if (!match || !match[1] || !match[2]) return false;
  return rutCheckDigit(Number(match[1].replace(/\./g, ''))) === match[2].toUpperCase();
}

export const SANTIAGO = 'America/Santiago';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SANTIAGO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zonedParts(instant: number): {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
} {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** Offset of Santiago from UTC at `instant`, in ms (e.g. -3 h). */
function offsetAt(instant: number): number {
  const p = zonedParts(instant);
  const asUtc = Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of 00:00 in Santiago on the calendar day y-m-d (m 1-12). */
export function santiagoMidnight(y: number, m: number, d: number): number {
  const guess = Date.UTC(y, m - 1, d);
  let instant = guess - offsetAt(guess);
  const second = offsetAt(instant);
  if (guess - second !== instant) instant = guess - second;
  return instant;
}

/**
 * The calendar of the seed: day offsets back from "today" in Santiago. `dayStart(0)` is today's
 * midnight; `ymd(-10)` is the date ten days ahead.
 */
export class SeedCalendar {
  readonly now: number;
  private readonly y: number;
  private readonly m: number;
  private readonly d: number;
  private readonly starts = new Map<number, number>();

  constructor(now: Date) {
    this.now = now.getTime();
    const p = zonedParts(this.now);
    this.y = p.y;
    this.m = p.m;
    this.d = p.d;
  }

  /** UTC-based date of the calendar day `offset` days before today (only its y-m-d matter). */
  private civil(offset: number): Date {
    return new Date(Date.UTC(this.y, this.m - 1, this.d - offset));
  }

  /** Instant (ms) of midnight in Santiago, `offset` days before today. */
  dayStart(offset: number): number {
    let start = this.starts.get(offset);
    if (start === undefined) {
      const c = this.civil(offset);
      start = santiagoMidnight(c.getUTCFullYear(), c.getUTCMonth() + 1, c.getUTCDate());
      this.starts.set(offset, start);
    }
    return start;
  }

  /**
   * An instant on day `offset` at `hours` (fractional) after midnight. Today (offset 0) is squeezed
   * into the part of the day already elapsed (the same fraction of it), so nothing is in the future
   * and the order of instants never depends on the time of day.
   */
  at(offset: number, hours: number): Date {
    const start = this.dayStart(offset);
    if (offset === 0) {
      const elapsed = Math.max(0, this.now - start - 60_000);
      return new Date(start + Math.round((hours / 24) * elapsed));
    }
    return new Date(start + hours * 3_600_000);
  }

  /** 'YYYY-MM-DD' of the day `offset` days before today (negative = future). */
  ymd(offset: number): string {
    return this.civil(offset).toISOString().slice(0, 10);
  }

  /** Day of week (0 Sunday .. 6 Saturday) of the day `offset` days before today. */
  weekday(offset: number): number {
    return this.civil(offset).getUTCDay();
  }

  /** Day of month (1..31) of the day `offset` days before today. */
  dayOfMonth(offset: number): number {
    return this.civil(offset).getUTCDate();
  }

  /** 'YYYY-MM' of the month `monthsBack` months before the current one. */
  month(monthsBack: number): string {
    return new Date(Date.UTC(this.y, this.m - 1 - monthsBack, 1)).toISOString().slice(0, 7);
  }

  /** Day offset of the first day of the month `monthsBack` months before the current one. */
  monthStartOffset(monthsBack: number): number {
    const first = Date.UTC(this.y, this.m - 1 - monthsBack, 1);
    return Math.round((Date.UTC(this.y, this.m - 1, this.d) - first) / 86_400_000);
  }

  /** Day offset of an instant (0 = today, 1 = yesterday, ...; negative in the future). */
  offsetOf(instant: number): number {
    let offset = Math.floor((this.dayStart(0) - instant) / 86_400_000) + 1;
    // day starts are not exactly 24 h apart around DST changes: adjust to the day that contains the instant
    while (this.dayStart(offset) > instant) offset += 1;
    while (this.dayStart(offset - 1) <= instant) offset -= 1;
    return offset;
  }
}

export type ColumnTypes = Record<string, string>;

const COPY_SPECIAL = /[\\\t\n\r]/;

/** Text escaped for COPY text format (backslash, tab, newline, carriage return). */
function copyText(text: string): string {
  return COPY_SPECIAL.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/** One row in COPY text format. `kinds`: the column types. */
function copyLine(row: Record<string, unknown>, names: string[], kinds: string[]): string {
  let line = '';
  for (let i = 0; i < names.length; i += 1) {
    if (i > 0) line += '\t';
    const value = row[names[i] as string];
    if (value === undefined || value === null) {
      line += '\\N';
      continue;
    }
    switch (kinds[i]) {
      case 'text':
        line += copyText(String(value));
        break;
      case 'jsonb':
        line += copyText(JSON.stringify(value));
        break;
      case 'boolean':
        line += value ? 't' : 'f';
        break;
      default:
        // uuid, numbers, dates and timestamps never contain special characters
        line += value instanceof Date ? value.toISOString() : String(value);
    }
  }
  return line;
}

/**
 * Inserts `rows` (objects keyed by column) into `table` in big batches: with `COPY ... FROM` when the
 * connection offers it (PGlite), otherwise `insert into t (cols) select * from unnest($1::type[], ...)`
 * with one array parameter per column.
 */
export async function insertRows(
  db: Queryable & { copyFrom?: (table: string, columns: string[], text: string) => Promise<void> },
  table: string,
  columns: ColumnTypes,
  rows: ReadonlyArray<Record<string, unknown>>,
  batchSize = 5000,
): Promise<void> {
  const names = Object.keys(columns);
  const kinds = names.map((name) => columns[name] ?? 'text');
  if (db.copyFrom) {
    const copyBatch = batchSize * 4;
    for (let start = 0; start < rows.length; start += copyBatch) {
      const end = Math.min(rows.length, start + copyBatch);
      const lines: string[] = [];
      for (let r = start; r < end; r += 1)
        lines.push(copyLine(rows[r] as Record<string, unknown>, names, kinds));
      lines.push('');
      await db.copyFrom(table, names, lines.join('\n'));
    }
    return;
  }
  const json = kinds.map((kind) => kind === 'jsonb');
  const list = names.join(', ');
  const casts = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ');
  const sql = `insert into ${table} (${list}) select * from unnest(${casts})`;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = names.map((name, i) =>
      batch.map((row) => {
        const value = row[name];
        if (value === undefined || value === null) return null;
        if (json[i]) return JSON.stringify(value);
        if (value instanceof Date) return value.toISOString();
        return value;
      }),
    );
    await db.query(sql, params);
  }
}

/** "$24.980" */
export function clp(amount: number): string {
  return `$${thousands(amount)}`;
}

/** Lower-case ASCII for e-mail local parts ("José Tomás" -> "josetomas"). */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
