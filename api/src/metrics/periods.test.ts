import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { HttpError } from '../http/errors.ts';
import { previousPeriod, trend, validateRange } from './periods.ts';

const TODAY = '2026-11-22';

describe('dashboard periods', () => {
  it('takes the previous period of the same length ending the day before the start', () => {
    assert.deepEqual(previousPeriod({ startDate: '2026-11-16', endDate: '2026-11-22' }), {
      startDate: '2026-11-09',
      endDate: '2026-11-15',
    });
    assert.deepEqual(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-31' }), {
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    });
    assert.deepEqual(previousPeriod({ startDate: '2026-11-22', endDate: '2026-11-22' }), {
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
  });

  it('rejects missing or impossible dates, reversed ranges, future ends and ranges over one year', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ endDate: TODAY }, /fecha de inicio/],
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, /fecha de inicio/],
      [{ startDate: '22-11-2026', endDate: TODAY }, /fecha de inicio/],
      [{ startDate: TODAY, endDate: '2026-11-21' }, /no puede ser posterior/],
      [{ startDate: TODAY, endDate: '2026-11-23' }, /no puede ser futura/],
      [{ startDate: '2025-11-21', endDate: TODAY }, /El rango máximo permitido es de 1 año/],
    ];
    for (const [query, message] of cases) {
      assert.throws(
        () => validateRange(query, TODAY),
        (error: unknown) =>
          error instanceof HttpError && error.statusCode === 400 && message.test(error.message),
        JSON.stringify(query),
      );
    }
    assert.throws(
      () => validateRange({ startDate: '2026-07-01', endDate: '2026-07-01' }, '2026-06-30'),
      /no puede ser futura/,
      '"today" can be given',
    );
    assert.deepEqual(validateRange({ startDate: '2025-11-22', endDate: TODAY }, TODAY), {
      startDate: '2025-11-22',
      endDate: TODAY,
    });
  });

  it('computes the trend with the spec rules', () => {
    assert.deepEqual(trend(150, 100), { direction: 'up', value: 50 });
    assert.deepEqual(trend(2, 3), { direction: 'down', value: 33 });
    assert.deepEqual(trend(7, 7), { direction: 'flat', value: 0 });
    assert.deepEqual(trend(5, 0), { direction: 'up', value: 100 });
    assert.deepEqual(trend(0, 0), { direction: 'flat', value: 0 });
    assert.deepEqual(trend(1, 3), { direction: 'down', value: 67 });
  });
});
