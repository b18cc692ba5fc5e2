import { formatClientPhone } from './format-phone';

describe('formatClientPhone', () => {
  it('groups Chilean mobiles, Santiago and regional landlines', () => {
    expect(formatClientPhone('+56912345678')).toBe('+56 9 1234 5678');
    expect(formatClientPhone('+56 9 1234-5678')).toBe('+56 9 1234 5678');
    expect(formatClientPhone('+56224831950')).toBe('+56 2 2483 1950');
    expect(formatClientPhone('+56412345678')).toBe('+56 41 234 5678');
  });

  it('leaves other numbers as they are, and nothing as nothing', () => {
    expect(formatClientPhone('+14155550100')).toBe('+14155550100');
    expect(formatClientPhone(null)).toBe('');
    expect(formatClientPhone('')).toBe('');
  });
});
