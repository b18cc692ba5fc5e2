import { formatDate, formatDateTime, isIsoDate, toIsoDate, todayInSantiago } from './dates';
import { formatIsoDate, parseIsoDate } from './iso-days';

describe('formatDate', () => {
  it('prints dd-mm-yyyy as es-CL does', () => {
    expect(formatDate('2026-11-22T15:30:00Z')).toBe('22-11-2026');
    expect(formatDate(new Date('2026-01-05T12:00:00Z'))).toBe('05-01-2026');
  });

  it('shows an instant as its day in Santiago', () => {
    // 02:00 UTC on the 23rd is still the 22nd in Santiago (UTC-3 in summer).
    expect(formatDate('2026-11-23T02:00:00Z')).toBe('22-11-2026');
    // Winter time (UTC-4).
    expect(formatDate('2026-07-01T03:30:00Z')).toBe('30-06-2026');
  });

  it('shows a plain calendar day as is, whatever the zone', () => {
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('prints dd-mm-yyyy HH:mm in Santiago, 24 h', () => {
    expect(formatDateTime('2026-11-22T18:05:00Z')).toBe('22-11-2026 15:05');
    expect(formatDateTime('2026-07-01T03:30:00Z')).toBe('30-06-2026 23:30');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('toIsoDate and todayInSantiago', () => {
  it('gives the Santiago calendar day of an instant', () => {
    expect(toIsoDate(new Date('2026-11-23T02:59:00Z'))).toBe('2026-11-22');
    expect(toIsoDate(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it("is today's date in Santiago", () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T01:00:00Z') });
    expect(todayInSantiago()).toBe('2026-11-22');
    jest.useRealTimers();
  });
});

describe('ISO day helpers', () => {
  it('recognises real calendar days only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });

  it('round-trips a day through parse and format', () => {
    expect(formatIsoDate(parseIsoDate('2026-09-06'))).toBe('2026-09-06');
    expect(() => parseIsoDate('06-09-2026')).toThrow(RangeError);
  });
});
