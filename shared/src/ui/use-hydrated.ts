import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False where a page is rendered in Node and while the browser hydrates that HTML, true from the
 * render after (and at once in a page the browser renders itself). What only the browser can
 * know (its storage, its screen) waits for it, so both first renders agree
 * (docs/prerendering.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
