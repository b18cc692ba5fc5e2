import { formatCLP, formatNumber, formatPercent } from './numbers';

describe('formatCLP', () => {
  it('prints whole pesos with es-CL grouping and no decimals', () => {
    expect(formatCLP(1234567)).toBe('$1.234.567');
    expect(formatCLP(0)).toBe('$0');
    expect(formatCLP(990)).toBe('$990');
    expect(formatCLP(500000)).toBe('$500.000');
  });

  it('rounds a stray fraction instead of showing decimals', () => {
    expect(formatCLP(1234.6)).toBe('$1.235');
  });

  it('prints negatives as es-CL does', () => {
    expect(formatCLP(-1500)).toBe('$-1.500');
  });

  it('is empty for a missing value', () => {
    expect(formatCLP(null)).toBe('');
    expect(formatCLP(undefined)).toBe('');
    expect(formatCLP(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses dots for thousands and a comma for decimals', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(3.14159)).toBe('3,14');
    expect(formatNumber(3.14159, 0)).toBe('3');
    expect(formatNumber(undefined)).toBe('');
  });
});

describe('formatPercent', () => {
  it('takes percentage points and prints es-CL percentages', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(-3)).toBe('-3%');
    expect(formatPercent(33.333)).toBe('33,3%');
    expect(formatPercent(33.333, 0)).toBe('33%');
    expect(formatPercent(null)).toBe('');
  });
});
