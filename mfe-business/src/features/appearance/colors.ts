import { HEX_COLOR_PATTERN } from '@platform/shared/validation';

/** `#rrggbb` → its relative luminance (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE = '#FFFFFF';
const BLACK = '#000000';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour that reads best on a merchant's colour: white, or black when white falls short
 * and black does better (the default secondary #6366F1 takes black: 4.7:1 against white's 4.47).
 */
export function readableTextOn(background: string): string {
  const onWhite = contrastRatio(background, WHITE);
  return onWhite >= MIN_TEXT_CONTRAST || onWhite >= contrastRatio(background, BLACK)
    ? WHITE
    : BLACK;
}

/** The colour as typed when it is a whole `#rrggbb`, else `fallback` (while it is being typed). */
export function usableColor(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOR_PATTERN.test(trimmed) ? trimmed.toUpperCase() : fallback;
}
