import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The Chakra system of the whole app: Chakra's tokens plus the brand, and ONLY the recipes of
 * the components the main entry exports (TOOLCHAIN.md: the full theme costs every first page
 * ~18 KB more). A component whose recipe is missing renders unstyled, so exporting a new Chakra
 * component means adding its recipe here, or, for a second entry, registering it there with
 * `registerSlotRecipes` (system.test.tsx checks both lists).
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
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
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

type SlotRecipes = NonNullable<NonNullable<typeof themeConfig.theme>['slotRecipes']>;

/**
 * Adds slot recipes to the running system. The second entries (`/widgets`, `/overlays`) bring
 * their components' recipes with them and register them when they load, so the first page does
 * not carry the styles of widgets it does not show. It works because the system looks a recipe
 * up by key when a component first renders (and caches it then); the second entry's module is
 * always evaluated before any of its components render.
 */
export function registerSlotRecipes(extra: SlotRecipes): void {
  const { theme } = (system as unknown as { _config: { theme: { slotRecipes?: SlotRecipes } } })
    ._config;
  theme.slotRecipes = { ...theme.slotRecipes, ...extra };
}
