import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { AppProvider, RouterProvider, toaster } from '@platform/shared';
import { createAppRouter } from './router';

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
  const router = useMemo(() => createAppRouter(), []);
  const showToasts = useFirstToast();
  return (
    <AppProvider>
      <RouterProvider router={router} />
      {showToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AppProvider>
  );
}
