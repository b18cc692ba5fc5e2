import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createTestToken } from '../testing';
import { authStore, setRenderedSession, useAuthStore } from './auth-store';

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

describe('the server snapshot (a prerendered page, docs/prerendering.md)', () => {
  afterEach(() => setRenderedSession(null));

  it("is the store's initial state for a visitor's page, whatever the session is now", () => {
    authStore.getState().setSession({ accessToken: createTestToken({ given_name: 'Demo' }) });
    expect(renderToString(<Who />)).toContain('loading');
  });

  it("is the merchant's session for their page, on both sides of the hydration", () => {
    authStore.getState().setSession({ accessToken: createTestToken({ given_name: 'Demo' }) });
    setRenderedSession(authStore.getState());
    authStore.getState().clearSession();
    expect(renderToString(<Who />)).toContain('authenticated<!-- --> <!-- -->Demo');
  });
});
