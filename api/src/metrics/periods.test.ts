import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { HttpError } from '../http/errors.ts';
import {
  RANGE_TOO_LONG,
  lengthInDays,
  parseDay,
  previousPeriod,
  trend,
  validateRange,
} from './periods.ts';

describe('dashboard periods', () => {
  it('counts both ends of a range', () => {
    assert.equal(lengthInDays({ startDate: '2026-11-16', endDate: '2026-11-22' }), 7);
    assert.equal(lengthInDays({ startDate: '2026-11-22', endDate: '2026-11-22' }), 1);
  });

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

  it('rejects impossible dates, reversed ranges and ranges over one year', () => {
    assert.equal(parseDay('2026-02-30'), undefined);
    assert.equal(parseDay('22-11-2026'), undefined);
    assert.throws(() => validateRange('2026-02-30', '2026-03-01'), HttpError);
    assert.throws(() => validateRange('2026-11-22', '2026-11-21'), HttpError);
    assert.throws(() => validateRange('2025-11-21', '2026-11-22'), { message: RANGE_TOO_LONG });
    assert.deepEqual(validateRange('2025-11-22', '2026-11-22'), {
      startDate: '2025-11-22',
      endDate: '2026-11-22',
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
