import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The Chakra system of the whole app: Chakra's tokens plus the brand, and ONLY the recipes of
 * the components the first-page entry (`core.ts`) exports (measured: the full theme costs
 * every first page ~18 KB more). A component whose recipe is missing renders unstyled, so
 * exporting a new Chakra component means adding its recipe here, or, for a later entry (main,
 * widgets, overlays), registering it there with `registerRecipes` / `registerSlotRecipes`
 * (system.test.tsx checks the lists). Such an entry must be listed under `sideEffects` in
 * shared's package.json: otherwise a bundle that imports only its re-exports (the prerendered
 * pages' Node build) skips the entry, its registration with it, and renders those parts
 * unstyled (`platform-prerender` fails the build on such a part).
 */

/** Teal-green brand palette. */
const brand = {
  50: { value: '#e7f8f3' },
  100: { value: '#c4ede1' },
  200: { value: '#96dfcb' },
  300: { value: '#5ecbb0' },
  400: { value: '#2db695' },
  500: { value: '#109c7c' },
  600: { value: '#0b7f66' },
  700: { value: '#0a6653' },
  800: { value: '#0b5144' },
  900: { value: '#0a4339' },
  950: { value: '#052821' },
};

const both = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/** The semantic slots Chakra's recipes read through `colorPalette`. */
const brandSemantic = {
  contrast: both('white', 'white'),
  fg: both('{colors.brand.700}', '{colors.brand.300}'),
  subtle: both('{colors.brand.100}', '{colors.brand.900}'),
  muted: both('{colors.brand.200}', '{colors.brand.800}'),
  emphasized: both('{colors.brand.300}', '{colors.brand.700}'),
  solid: both('{colors.brand.600}', '{colors.brand.600}'),
  focusRing: both('{colors.brand.500}', '{colors.brand.500}'),
  border: both('{colors.brand.500}', '{colors.brand.400}'),
};

/**
 * Chakra's light values that fall short of WCAG AA, each moved to the nearest shade that passes
 * (contrast.test.ts checks every pair): text under 4.5:1 on the page backgrounds, solids under
 * 4.5:1 with their white text, focus rings and checkbox/radio borders under 3:1. The dark values
 * stay Chakra's: the app has no dark mode.
 */
const chakraColors = semanticTokens.colors;
const accessibleColors = {
  fg: {
    ...chakraColors.fg,
    // gray.500 is 4.4:1 on bg.muted and gray.600 is fg.muted: a tone in between keeps three levels.
    subtle: both('#6e6e77', '{colors.gray.500}'),
    error: both('{colors.red.700}', '{colors.red.400}'),
    success: both('{colors.green.700}', '{colors.green.300}'),
    warning: both('{colors.orange.700}', '{colors.orange.300}'),
  },
  // Outlines of inputs, selects, checkboxes and radios: 3.7:1 on white, lighter than gray.500.
  border: { ...chakraColors.border, emphasized: both('#85858e', '{colors.gray.700}') },
  gray: { ...chakraColors.gray, focusRing: both('{colors.gray.500}', '{colors.gray.400}') },
  orange: {
    ...chakraColors.orange,
    solid: both('{colors.orange.700}', '{colors.orange.500}'),
    focusRing: both('{colors.orange.600}', '{colors.orange.500}'),
  },
  yellow: { ...chakraColors.yellow, focusRing: both('{colors.yellow.700}', '{colors.yellow.500}') },
  green: {
    ...chakraColors.green,
    solid: both('{colors.green.700}', '{colors.green.600}'),
    focusRing: both('{colors.green.600}', '{colors.green.500}'),
  },
  teal: {
    ...chakraColors.teal,
    solid: both('{colors.teal.700}', '{colors.teal.600}'),
    focusRing: both('{colors.teal.600}', '{colors.teal.500}'),
  },
  cyan: {
    ...chakraColors.cyan,
    solid: both('{colors.cyan.700}', '{colors.cyan.600}'),
    focusRing: both('{colors.cyan.600}', '{colors.cyan.500}'),
  },
};

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

// Chakra lightens a solid button on hover (its solid at 90%), which takes white text under
// 4.5:1 on most palettes (brand: 4.1:1). The theme darkens it instead.
const darkerSolid = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';
const solidButton = buttonRecipe.variants?.variant?.solid;
const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: { ...solidButton, _hover: { bg: darkerSolid }, _expanded: { bg: darkerSolid } },
    },
  },
};

export const recipes = {
  badge: badgeRecipe,
  button: accessibleButtonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, colorPalette: 'brand' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand },
      fonts: {
        ...tokens.fonts,
        heading: { value: fontStack },
        body: { value: fontStack },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, ...accessibleColors, brand: brandSemantic },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig);

type Theme = NonNullable<typeof themeConfig.theme>;
type Recipes = NonNullable<Theme['recipes']>;
type SlotRecipes = NonNullable<Theme['slotRecipes']>;

/** The theme object the running system reads its recipes from, by key, at first render. */
const liveTheme = () =>
  (system as unknown as { _config: { theme: { recipes?: Recipes; slotRecipes?: SlotRecipes } } })
    ._config.theme;

/** Adds plain recipes to the running system; see `registerSlotRecipes`. */
export function registerRecipes(extra: Recipes): void {
  const theme = liveTheme();
  theme.recipes = { ...theme.recipes, ...extra };
}

/**
 * Adds slot recipes to the running system. The entries after the first-page one (the main
 * entry, `/widgets`, `/overlays`) bring their components' recipes with them and register them
 * when they load, so the first page does not carry the styles of pieces it does not show. It
 * works because the system looks a recipe up by key when a component first renders (and caches
 * it then); an entry's module is always evaluated before any of its components render.
 */
export function registerSlotRecipes(extra: SlotRecipes): void {
  const theme = liveTheme();
  theme.slotRecipes = { ...theme.slotRecipes, ...extra };
}
