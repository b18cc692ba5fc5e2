/**
 * `@platform/shared/overlays`: the overlay components, a second shared entry loaded on first use
 * so their state machines stay out of every first page (measured: -38 KB gzip). Their recipes come
 * with them and are added to the main `system` when this entry loads.
 *
 *   const { Dialog } = await import('@platform/shared/overlays')  // or React.lazy around a module
 */
import {
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { registerSlotRecipes } from './theme/system';

export { Dialog, Drawer, Menu, Tooltip, Popover } from '@chakra-ui/react';
export { Toaster } from './ui/Toasts';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';

registerSlotRecipes({
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
});
