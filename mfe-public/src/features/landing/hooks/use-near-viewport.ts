import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

interface NearViewportOptions {
  /** Starts loading what the section needs as soon as it is known to be wanted. */
  preload?: () => unknown;
  /** A location hash that points at the section (a link to it counts as "near"). */
  hash?: string;
  /** How far below the screen the section counts as near. */
  rootMargin?: string;
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * Whether an element is on or close to the screen, once and for good: it turns true the first
 * time the element comes within `rootMargin` of the viewport (or the page is opened at its hash)
 * and stays true. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 *
 * What the browser says at once is false on the server and while the prerendered page is
 * hydrated (docs/prerendering.md): both renders must agree, and the section follows right after.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { preload, hash, rootMargin = '600px 0px' }: NearViewportOptions = {},
): boolean {
  const atOnce = useSyncExternalStore(
    subscribeToHash,
    () =>
      typeof IntersectionObserver === 'undefined' ||
      (hash !== undefined && window.location.hash === hash),
    () => false,
  );
  const [seen, setSeen] = useState(false);
  const near = atOnce || seen;

  useEffect(() => {
    if (near) preload?.();
  }, [near, preload]);

  // Watched even when opened at the hash: the section is then on screen, which makes it stay.
  useEffect(() => {
    if (seen || typeof IntersectionObserver === 'undefined') return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, ref, rootMargin]);

  return near;
}
