import { lazy, Suspense, useEffect, useState } from 'react';
import { AppProvider, BrowserRouter, toaster } from '@platform/shared';
import { AppRoutes } from './router';

// The toast viewport (and the overlay code behind it) loads with the first toast only.
const Toaster = lazy(() =>
  import('@platform/shared/overlays').then((module) => ({ default: module.Toaster })),
);

function useFirstToast(): boolean {
  const [seen, setSeen] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (seen) return;
    return toaster.subscribe(() => setSeen(true));
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
