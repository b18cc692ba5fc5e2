import { useEffect, useState, type RefObject } from 'react';

interface NearViewportOptions {
  /** Starts loading what the section needs as soon as it is known to be wanted. */
  preload?: () => unknown;
  /** A location hash that points at the section (a link to it counts as "near"). */
  hash?: string;
  /** How far below the screen the section counts as near. */
  rootMargin?: string;
}

/**
 * Whether an element is on or close to the screen, once and for good: it turns true the first
 * time the element comes within `rootMargin` of the viewport (or the page is opened at its hash)
 * and stays true. Without IntersectionObserver (old browsers, jsdom) it is true from the start.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { preload, hash, rootMargin = '600px 0px' }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(
    () =>
      typeof IntersectionObserver === 'undefined' ||
      (hash !== undefined && window.location.hash === hash),
  );

  useEffect(() => {
    if (near) {
      preload?.();
      return;
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    const onHashChange = () => {
      if (hash !== undefined && window.location.hash === hash) setNear(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [near, ref, hash, preload, rootMargin]);

  return near;
}
