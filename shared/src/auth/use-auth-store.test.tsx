import { act, render, screen } from '@testing-library/react';
import { createTestToken } from '../testing';
import { authStore, useAuthStore } from './auth-store';

function Who() {
  const status = useAuthStore((state) => state.status);
  const name = useAuthStore((state) => state.profile?.given_name ?? '');
  return (
    <p>
      {status} {name}
    </p>
  );
}

it('useAuthStore re-renders on session changes', () => {
  authStore.getState().clearSession();
  render(<Who />);
  expect(screen.getByText('anonymous')).toBeInTheDocument();
  act(() =>
    authStore.getState().setSession({ accessToken: createTestToken({ given_name: 'Demo' }) }),
  );
  expect(screen.getByText('authenticated Demo')).toBeInTheDocument();
});
