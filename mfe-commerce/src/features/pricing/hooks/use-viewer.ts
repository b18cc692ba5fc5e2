import { useAuthStore } from '@platform/shared';

/** Who is looking at the public page: the change buttons are the merchant's only (spec 2 §6). */
export type Viewer = 'visitor' | 'merchant';

/**
 * A visitor until the shell knows of a merchant's session. The page is prerendered before any
 * session is known (docs/prerendering.md), so its HTML carries the visitor's register links, as
 * its top bar carries the visitor's menu; a merchant's buttons replace them once the app runs,
 * which for a merchant is at once.
 */
export function useViewer(): Viewer {
  return useAuthStore((state) =>
    state.status === 'authenticated' && state.roles.includes('merchant') ? 'merchant' : 'visitor',
  );
}
