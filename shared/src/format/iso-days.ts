import { TZDate } from '@date-fns/tz';
import type { IsoDate } from './dates';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as a UTC-anchored date, for day arithmetic (date-fns) that no local zone or
 * daylight-saving change can shift. Kept out of the main entry: only the date rules use it.
 */
export function parseIsoDate(value: IsoDate): TZDate {
  const match = ISO_DAY.exec(value);
  if (!match) throw new RangeError(`Fecha inválida: ${value}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new TZDate(y, m - 1, d, 'UTC');
}

/** Back from `parseIsoDate` (or any date-fns result of it) to 'YYYY-MM-DD'. */
export function formatIsoDate(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
