/**
 * `@platform/shared/widgets`: Chakra's stateful widgets (each runs a zag state machine), a second
 * shared entry so their code stays off every first page; a page that uses one loads this entry
 * with its own chunk. Their recipes come with them and are added to the main `system` when this
 * entry loads, so they render styled under `AppProvider`.
 *
 * Plain pieces (layout, text, buttons, inputs, fields, cards, tables) stay in the main entry.
 */
import {
  accordionSlotRecipe,
  avatarSlotRecipe,
  checkboxSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerSlotRecipes } from './theme/system';

export { Accordion, Avatar, Checkbox, Progress, RadioGroup, Switch, Tabs } from '@chakra-ui/react';
// Drawn with Progress, so they come with this entry: the password strength meter (registration,
// password change) and the field of an image uploaded as soon as it is chosen (product, logo).
export {
  PasswordStrengthMeter,
  type PasswordStrengthMessages,
  type PasswordStrengthMeterProps,
} from './ui/PasswordStrengthMeter';
export {
  ImageUploadField,
  type ImageUploadFieldMessages,
  type ImageUploadFieldProps,
} from './ui/ImageUploadField';

registerSlotRecipes({
  accordion: accordionSlotRecipe,
  avatar: avatarSlotRecipe,
  checkbox: checkboxSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
});
