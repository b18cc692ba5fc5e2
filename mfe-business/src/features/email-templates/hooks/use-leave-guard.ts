import { useEffect, useRef } from 'react';
import { useLocation } from '@platform/shared';

/** A click that would follow an in-app link: a plain left click on an `<a href>` of this origin. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.origin !== window.location.origin) return null;
  return anchor;
}

/**
 * While `active` (a form has unsaved changes), asks before the page is left: a reload or a closed
 * tab gets the browser's own question; a click on any in-app link (the navigation, the list of
 * templates) is held and handed to `onLeave(path, link)`, which asks and then navigates itself.
 * Links to the same address (a `#` anchor) pass. The declarative router has no navigation
 * blocker, so the browser's back button is not held (mfe-business/README.md).
 */
export function useLeaveGuard(
  active: boolean,
  onLeave: (path: string, link: HTMLAnchorElement) => void,
): void {
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  }, [onLeave]);
  // The router's address (the apps use no basename, so it is the links' path too).
  const { pathname, search } = useLocation();
  const here = pathname + search;

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    // Capture, on the document: before the router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      const link = followedLink(event);
      if (!link) return;
      if (link.pathname + link.search === here) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current(link.pathname + link.search + link.hash, link);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, here]);
}
