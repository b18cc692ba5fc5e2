import { currentMonth, daysInMonth, monthLabel, shiftMonth } from './months';

describe('months', () => {
  it('knows the current month in Santiago', () => {
    expect(currentMonth(new Date('2026-12-01T02:30:00.000Z'))).toBe('2026-11');
    expect(currentMonth(new Date('2026-12-01T12:00:00.000Z'))).toBe('2026-12');
  });

  it('walks across years and counts the days', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-10')).toBe(31);
  });

  it('names a month in Spanish', () => {
    expect(monthLabel('2026-10')).toBe('Octubre 2026');
    expect(monthLabel('2027-01')).toBe('Enero 2027');
  });
});
