import { useAuthStore } from '@platform/shared';

/** Who is looking at the public page: the change buttons are the merchant's only (spec 2 §6). */
export type Viewer = 'deciding' | 'visitor' | 'merchant';

/** 'deciding' while the shell has not settled the session, so neither a visitor's register link nor a merchant's buttons flash. */
export function useViewer(): Viewer {
  return useAuthStore((state) => {
    if (state.status === 'loading') return 'deciding';
    return state.status === 'authenticated' && state.roles.includes('merchant')
      ? 'merchant'
      : 'visitor';
  });
}
