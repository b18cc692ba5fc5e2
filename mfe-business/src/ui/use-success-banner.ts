import { useCallback, useEffect, useRef, useState } from 'react';

/** Success banners vanish after 3 seconds (spec 3 §9: contact, billing, store, template, profile). */
export const SUCCESS_BANNER_MS = 3000;

/**
 * Whether a form's success banner shows: `show()` after a save, gone by itself after 3 s (or at
 * `hide()`, e.g. when the next save starts).
 */
export function useSuccessBanner(durationMs = SUCCESS_BANNER_MS) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), durationMs);
  }, [durationMs]);

  return { shown, show, hide };
}
