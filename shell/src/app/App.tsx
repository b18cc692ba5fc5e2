import { useMemo } from 'react';
import { AppProvider, RouterProvider, Toaster } from '@platform/shared';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <Toaster />
    </AppProvider>
  );
}
