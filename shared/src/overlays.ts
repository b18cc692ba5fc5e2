/**
 * `@platform/shared/overlays`: the overlay components, a second shared entry loaded on first use
 * so their state machines stay out of every first page (TOOLCHAIN.md, -38 KB). Their recipes are
 * already in the main `system`, so they render styled under `AppProvider`.
 *
 *   const { Dialog } = await import('@platform/shared/overlays')  // or React.lazy around a module
 */
export { Dialog, Drawer, Menu, Tooltip, Popover } from '@chakra-ui/react';
export { Toaster } from './ui/Toasts';
