import { createToaster } from '@chakra-ui/react';
import { TOAST } from '../constants/limits';
import { APP_EVENTS, emitAppEvent } from '../events/app-events';

/**
 * The one toast queue of the app: `toaster.create({ title, description, type: 'success' })`.
 * Toasts last 3 s (spec 2) unless `duration` says otherwise. The component that shows them,
 * `Toaster`, lives in `@platform/shared/overlays`: the shell mounts it with the first toast,
 * which this module announces (`APP_EVENTS.toastQueued`), so that neither the queue nor the
 * viewport is part of the first page.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  duration: TOAST.durationMs,
});

const stopWatching = toaster.subscribe(() => {
  stopWatching();
  emitAppEvent(APP_EVENTS.toastQueued);
});
