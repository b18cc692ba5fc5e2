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
 * (system.test.tsx checks the lists).
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

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
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
      colors: { ...semanticTokens.colors, brand: brandSemantic },
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
