import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { APP_EVENTS, AppProvider, BrowserRouter, onAppEvent } from '@platform/shared/core';
import { StaleReleaseBoundary } from '../federation/StaleReleaseBoundary';
import { AppRoutes } from './router';

// The toast viewport (and the overlay code behind it) loads with the first toast only; the
// toast queue itself is in the main shared entry, which announces its first toast.
const Toaster = lazy(() =>
  import('@platform/shared/overlays').then((module) => ({ default: module.Toaster })),
);

function useFirstToast(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    return onAppEvent(APP_EVENTS.toastQueued, () => setSeen(true));
  }, [seen]);
  return seen;
}

interface AppProps {
  /**
   * The router around the routes: the browser's history, or, when a page is prerendered in Node
   * (`src/prerender.tsx`), a static location. The rest of the tree is the same, so the browser
   * can hydrate the prerendered HTML.
   */
  Router?: ComponentType<{ children: ReactNode }>;
}

export function App({ Router = BrowserRouter }: AppProps) {
  const showToasts = useFirstToast();
  return (
    <AppProvider>
      <Router>
        {/* A shell page or piece whose file an earlier release had: reloaded once, or the error. */}
        <StaleReleaseBoundary fallback="reload">
          <AppRoutes />
        </StaleReleaseBoundary>
      </Router>
      {showToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AppProvider>
  );
}
