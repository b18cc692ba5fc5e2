import { createToaster } from '@chakra-ui/react';
import { TOAST } from '../constants/limits';

/**
 * The one toast queue of the app: `toaster.create({ title, description, type: 'success' })`.
 * Toasts last 3 s (spec 2) unless `duration` says otherwise. The component that shows them,
 * `Toaster`, lives in `@platform/shared/overlays`: the shell mounts it with the first toast.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: TOAST.durationMs,
});
