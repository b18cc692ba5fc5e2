import {
  addDays,
  addMonths,
  matchPreset,
  mondayFirstWeekday,
  monthGrid,
  presetRange,
} from './day-math';

describe('dashboard day math', () => {
  it('moves by days and months without leaving the month', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', -12)).toBe('2025-11-22');
  });

  it('starts weeks on Monday and lays a month out in 6 weeks', () => {
    expect(mondayFirstWeekday('2026-11-23')).toBe(0); // a Monday
    expect(mondayFirstWeekday('2026-11-22')).toBe(6); // a Sunday
    const grid = monthGrid('2026-11-01');
    expect(grid).toHaveLength(6);
    expect(grid[0]?.[0]).toBe('2026-10-26');
    expect(grid[0]?.[6]).toBe('2026-11-01');
  });

  it('builds the three presets ending today and recognises them', () => {
    const today = '2026-11-22';
    expect(presetRange('week', today)).toEqual({ startDate: '2026-11-16', endDate: today });
    expect(presetRange('month', today)).toEqual({ startDate: '2026-10-23', endDate: today });
    expect(presetRange('year', today)).toEqual({ startDate: '2025-11-23', endDate: today });
    expect(matchPreset({ startDate: '2026-10-23', endDate: today }, today)).toBe('month');
    expect(matchPreset({ startDate: '2026-10-24', endDate: today }, today)).toBeNull();
  });
});
