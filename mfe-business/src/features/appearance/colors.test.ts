import { contrastRatio, readableTextOn, usableColor } from './colors';

describe('appearance colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#4F46E5', '#FFFFFF')).toBeCloseTo(6.29, 1);
  });

  it('writes white where it passes AA, else the better of white and black', () => {
    expect(readableTextOn('#4F46E5')).toBe('#FFFFFF');
    expect(readableTextOn('#6366F1')).toBe('#000000');
    expect(readableTextOn('#FDE68A')).toBe('#000000');
    expect(readableTextOn('#1F2937')).toBe('#FFFFFF');
  });

  it('keeps the last good colour while a hex is half typed', () => {
    expect(usableColor('#4f46e5', '#000000')).toBe('#4F46E5');
    expect(usableColor('#4f4', '#6366F1')).toBe('#6366F1');
    expect(usableColor(undefined, '#6366F1')).toBe('#6366F1');
  });
});
