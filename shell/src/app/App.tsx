import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_EVENTS, AppProvider, BrowserRouter, onAppEvent } from '@platform/shared/core';
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

export function App() {
  const showToasts = useFirstToast();
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {showToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AppProvider>
  );
}
