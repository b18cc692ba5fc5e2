import {
  clampDateRange,
  dateRangeSchema,
  defaultDashboardRange,
  maxRangeEnd,
  previousPeriod,
  rangeLengthInDays,
} from './date-range';
import { firstError } from './test-helpers';

const TODAY = '2026-11-22';

describe('rangeLengthInDays', () => {
  it('counts both ends', () => {
    expect(rangeLengthInDays({ startDate: '2026-11-16', endDate: '2026-11-22' })).toBe(7);
    expect(rangeLengthInDays({ startDate: '2026-11-22', endDate: '2026-11-22' })).toBe(1);
    expect(rangeLengthInDays({ startDate: '2028-02-01', endDate: '2028-02-29' })).toBe(29);
  });
});

describe('previousPeriod', () => {
  it('has the same length and ends the day before the current start', () => {
    expect(previousPeriod({ startDate: '2026-11-16', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
  });

  it('crosses months, years and leap days', () => {
    expect(previousPeriod({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    expect(previousPeriod({ startDate: '2028-03-01', endDate: '2028-03-02' })).toEqual({
      startDate: '2028-02-28',
      endDate: '2028-02-29',
    });
  });

  it('works for a single day across the September daylight-saving change', () => {
    expect(previousPeriod({ startDate: '2026-09-07', endDate: '2026-09-07' })).toEqual({
      startDate: '2026-09-06',
      endDate: '2026-09-06',
    });
  });
});

describe('defaultDashboardRange', () => {
  it('is the last 7 days up to today', () => {
    expect(defaultDashboardRange(TODAY)).toEqual({ startDate: '2026-11-16', endDate: TODAY });
  });
});

describe('clampDateRange', () => {
  it('leaves a valid range alone', () => {
    expect(clampDateRange({ startDate: '2026-01-01', endDate: '2026-06-30' }, TODAY)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      message: null,
    });
  });

  it('allows exactly one year', () => {
    expect(maxRangeEnd('2025-11-22')).toBe('2026-11-22');
    expect(clampDateRange({ startDate: '2025-11-22', endDate: TODAY }, TODAY).message).toBeNull();
  });

  it('cuts a range longer than a year to one year from its start, with the message', () => {
    expect(clampDateRange({ startDate: '2024-03-10', endDate: '2026-01-01' }, TODAY)).toEqual({
      startDate: '2024-03-10',
      endDate: '2025-03-10',
      message: 'El rango máximo permitido es de 1 año',
    });
  });

  it('does not let the end be in the future', () => {
    expect(clampDateRange({ startDate: '2026-11-01', endDate: '2026-12-31' }, TODAY)).toEqual({
      startDate: '2026-11-01',
      endDate: TODAY,
      message: 'La fecha de término no puede ser futura',
    });
  });

  it('swaps ends given in reverse', () => {
    expect(clampDateRange({ startDate: '2026-11-20', endDate: '2026-11-10' }, TODAY)).toMatchObject(
      {
        startDate: '2026-11-10',
        endDate: '2026-11-20',
      },
    );
  });
});

describe('dateRangeSchema', () => {
  const context = { today: TODAY };

  it('accepts a valid range', () => {
    expect(
      firstError(dateRangeSchema, { startDate: '2026-11-16', endDate: TODAY }, undefined, context),
    ).toBeNull();
  });

  it('rejects more than a year', () => {
    expect(
      firstError(dateRangeSchema, { startDate: '2025-11-21', endDate: TODAY }, undefined, context),
    ).toBe('El rango máximo permitido es de 1 año');
  });

  it('rejects an end in the future', () => {
    expect(
      firstError(
        dateRangeSchema,
        { startDate: '2026-11-16', endDate: '2026-11-23' },
        'endDate',
        context,
      ),
    ).toBe('La fecha de término no puede ser futura');
  });

  it('rejects a start after the end', () => {
    expect(
      firstError(
        dateRangeSchema,
        { startDate: '2026-11-20', endDate: '2026-11-10' },
        undefined,
        context,
      ),
    ).toBe('La fecha de inicio no puede ser posterior a la fecha de término');
  });

  it('needs real YYYY-MM-DD days', () => {
    expect(
      firstError(dateRangeSchema, { startDate: '', endDate: TODAY }, 'startDate', context),
    ).toBe('Selecciona la fecha de inicio');
    expect(
      firstError(
        dateRangeSchema,
        { startDate: '2026-11-01', endDate: '22-11-2026' },
        'endDate',
        context,
      ),
    ).toBe('Selecciona la fecha de término');
  });
});
