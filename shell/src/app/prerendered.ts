import { authStore, setRenderedSession } from '@platform/shared/core';

/**
 * The render version of this build (build-config/prerender.cjs): a hash of the shell's and
 * shared's sources. A prerendered page carries the version of the frame it was rendered with.
 */
declare const __SHELL_RENDER_VERSION__: string;

/**
 * Whether `container` holds a prerendered page this build renders identically, so React can
 * hydrate it. A page rendered with another shell's frame (a shell deployed since) is rendered
 * afresh instead: hydrating it would not match.
 */
export function canHydrate(container: HTMLElement): boolean {
  return (
    container.dataset.prerendered === __SHELL_RENDER_VERSION__ && container.childElementCount > 0
  );
}

/** The `<script type="application/json">` beside `#root` with the page's data, if it has any. */
export const PAGE_DATA_ID = 'prerendered-data';

/**
 * Whose page `container` holds when it was rendered for a signed-in merchant (the subject of
 * their token, `data-signed-in`), or null for a visitor's page.
 */
export function signedInSubject(container: HTMLElement): string | null {
  return container.dataset.signedIn ?? null;
}

/**
 * Whether the session the shell restored is the one `container`'s page was rendered with: none
 * for a visitor's page; for a merchant's page, the same merchant, whose session then becomes the
 * auth store's server snapshot, so hydration reads the frame the HTML has.
 */
export function sessionMatches(container: HTMLElement): boolean {
  const subject = signedInSubject(container);
  if (subject === null) return true;
  const { status, profile } = authStore.getState();
  if (status !== 'authenticated' || profile?.sub !== subject) return false;
  setRenderedSession(authStore.getState());
  return true;
}
