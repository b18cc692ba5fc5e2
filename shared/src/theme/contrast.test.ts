import { system } from './system';

/*
 * WCAG 2.1 AA contrast of the theme's colour tokens, read from the system's own token tables:
 * 4.5:1 for text, 3:1 for the parts that identify a control. Only the light values are checked:
 * the app has no dark mode (nothing sets the `dark` class Chakra's `_dark` condition reads).
 */

const PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
  'brand',
];

/** The surfaces text sits on: the page, panels and cards, tinted sections, hovered rows. */
const BACKGROUNDS = ['bg', 'bg.panel', 'bg.subtle', 'bg.muted'];

/** The surfaces whole controls sit on (bg.muted only ever fills a row or a placeholder). */
const PAGE_BACKGROUNDS = ['bg', 'bg.panel', 'bg.subtle'];

const TEXT_TOKENS = [
  'fg',
  'fg.muted',
  'fg.subtle',
  'fg.error',
  'fg.success',
  'fg.warning',
  'fg.info',
];

/** Alerts and status banners: `fg.<status>` on `bg.<status>`. */
const STATUSES = ['error', 'warning', 'success', 'info'];

/** CSS colour keywords some of Chakra's semantic tokens use instead of a reference. */
const KEYWORDS: Record<string, string> = { white: '#ffffff', black: '#000000' };

interface TokenNode {
  value?: unknown;
  [key: string]: unknown;
}

const theme = system._config.theme ?? {};
const rawColors = (theme.tokens?.colors ?? {}) as TokenNode;
const semanticColors = (theme.semanticTokens?.colors ?? {}) as TokenNode;

function lookup(table: TokenNode, name: string): TokenNode | undefined {
  let node: unknown = table;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TokenNode)[key];
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const token = node as TokenNode;
  // `bg`, `fg` and `border` keep their own value under DEFAULT, beside their variants.
  return 'value' in token ? token : (token.DEFAULT as TokenNode | undefined);
}

/** The light-mode hex value of a colour token, semantic or raw, following `{colors.x}` references. */
function colour(name: string): string {
  const token = lookup(semanticColors, name) ?? lookup(rawColors, name);
  if (!token) throw new Error(`No colour token '${name}'`);
  let value = token.value;
  if (typeof value === 'object' && value !== null) {
    const conditions = value as Record<string, unknown>;
    value = conditions._light ?? conditions.base;
  }
  if (typeof value !== 'string') throw new Error(`'${name}' has no light value`);
  const reference = /^\{colors\.(.+)\}$/.exec(value)?.[1];
  if (reference) return colour(reference);
  const hex = KEYWORDS[value] ?? value;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`'${name}' is '${value}', not a hex colour`);
  return hex.toLowerCase();
}

/**
 * Relative luminance (WCAG 2.1). The linear threshold is sRGB's 0.04045; WCAG's 0.03928 gives
 * the same result for every 8-bit channel value.
 */
function luminance(hex: string): number {
  const linear = (start: number) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

type Pair = [foreground: string, background: string];

/** The pairs under `minimum`, each named with its values and ratio. */
function failing(pairs: Pair[], minimum: number): string[] {
  return pairs.flatMap(([foreground, background]) => {
    const [fg, bg] = [colour(foreground), colour(background)];
    const ratio = contrast(fg, bg);
    return ratio >= minimum
      ? []
      : [
          `${foreground} (${fg}) on ${background} (${bg}) is ${ratio.toFixed(2)}:1, needs ${minimum}:1`,
        ];
  });
}

const on = (foregrounds: string[], backgrounds: string[]): Pair[] =>
  foregrounds.flatMap((foreground) =>
    backgrounds.map((background): Pair => [foreground, background]),
  );

describe('colour contrast of the theme tokens', () => {
  it('computes WCAG ratios from the resolved tokens', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(colour('bg')).toBe('#ffffff');
    expect(colour('brand.solid')).toBe('#0b7f66');
  });

  it('gives text tokens 4.5:1 on every background, and on their status tint', () => {
    const pairs: Pair[] = [
      ...on(TEXT_TOKENS, BACKGROUNDS),
      ...STATUSES.map((status): Pair => [`fg.${status}`, `bg.${status}`]),
      ['fg.inverted', 'bg.inverted'],
    ];
    expect(failing(pairs, 4.5)).toEqual([]);
  });

  it("gives every palette's fg 4.5:1 on the backgrounds and on its own subtle and muted fills", () => {
    const pairs = PALETTES.flatMap((palette) =>
      on([`${palette}.fg`], [...BACKGROUNDS, `${palette}.subtle`, `${palette}.muted`]),
    );
    expect(failing(pairs, 4.5)).toEqual([]);
  });

  it("gives every palette's contrast text 4.5:1 on its solid fill", () => {
    const pairs = PALETTES.map((palette): Pair => [`${palette}.contrast`, `${palette}.solid`]);
    expect(failing(pairs, 4.5)).toEqual([]);
  });

  it('gives focus rings and control borders 3:1 on the page backgrounds', () => {
    // `border` and `<palette>.border` are left out: they mostly draw decorative lines (cards,
    // tables, separators, badge outlines).
    const parts = [
      'border.emphasized',
      'border.error',
      ...PALETTES.map((palette) => `${palette}.focusRing`),
    ];
    expect(failing(on(parts, PAGE_BACKGROUNDS), 3)).toEqual([]);
  });
});

describe('a solid button under the pointer', () => {
  it('darkens its fill 15% toward black, keeping 4.5:1 with its text on every palette', () => {
    const button = (
      system as unknown as {
        _config: {
          theme: {
            recipes: Record<
              string,
              { variants: { variant: { solid: { _hover: { bg: string } } } } }
            >;
          };
        };
      }
    )._config.theme.recipes.button;
    expect(button?.variants.variant.solid._hover.bg).toBe(
      'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)',
    );
    const darker = (hex: string) =>
      `#${[1, 3, 5]
        .map((start) =>
          Math.round(parseInt(hex.slice(start, start + 2), 16) * 0.85)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
    const failures = PALETTES.map((palette) => {
      const ratio = contrast(colour(`${palette}.contrast`), darker(colour(`${palette}.solid`)));
      return ratio < 4.5 ? `${palette}: ${ratio.toFixed(2)}:1` : null;
    }).filter(Boolean);
    expect(failures).toEqual([]);
  });
});

describe('the outline of form controls', () => {
  it('is drawn with border.emphasized, the 3:1 border, on text fields, text areas and selects', async () => {
    // The main entry registers the form controls' recipes when it loads.
    await import('../index');
    const { recipes, slotRecipes } = (
      system as unknown as {
        _config: {
          theme: {
            recipes: Record<
              string,
              { variants: { variant: { outline: { borderColor?: string } } } }
            >;
            slotRecipes: Record<
              string,
              { variants: { variant: { outline: { field: { borderColor?: string } } } } }
            >;
          };
        };
      }
    )._config.theme;
    expect(recipes.input?.variants.variant.outline.borderColor).toBe('border.emphasized');
    expect(recipes.textarea?.variants.variant.outline.borderColor).toBe('border.emphasized');
    expect(slotRecipes.nativeSelect?.variants.variant.outline.field.borderColor).toBe(
      'border.emphasized',
    );
  });
});
