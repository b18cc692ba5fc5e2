import { render, screen } from '@testing-library/react';
import { AppProvider, authStore, Route, Routes, setRuntimeConfig } from '@platform/shared';
import { MemoryRouter } from '@platform/shared/testing';
import { useLoginModal } from '../auth/login-modal-store';
import { GuestOnly, RequireAuth, RequireRoleOutsideDevelopment } from './guards';

function payload(claims: object) {
  return btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
const tokenWithRoles = (roles: string[]) =>
  `h.${payload({ sub: 'u1', email: 'demo@tienda.cl', realm_access: { roles } })}.s`;

function renderAt(path: string, roles?: string[]) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Inicio</p>} />
          <Route path="/unauthorized" element={<p>Acceso no autorizado</p>} />
          <Route path="/dashboard" element={<p>Panel</p>} />
          <Route
            path="/orders"
            element={
              <RequireAuth roles={roles}>
                <p>Órdenes</p>
              </RequireAuth>
            }
          />
          <Route
            path="/plataforma"
            element={
              <RequireRoleOutsideDevelopment roles={['platform-admin']}>
                <p>Plataforma</p>
              </RequireRoleOutsideDevelopment>
            }
          />
          <Route
            path="/register"
            element={
              <GuestOnly>
                <p>Registro</p>
              </GuestOnly>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('route guards', () => {
  beforeEach(() => {
    authStore.getState().clearSession();
    useLoginModal.getState().close();
    setRuntimeConfig({ environment: undefined });
  });

  it('sends a signed-out visitor home and opens the login modal remembering the page', () => {
    renderAt('/orders?status=pending');
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(useLoginModal.getState()).toMatchObject({
      isOpen: true,
      returnTo: '/orders?status=pending',
    });
  });

  it('lets a signed-in merchant in', () => {
    authStore.getState().setSession({
      accessToken: tokenWithRoles(['merchant']),
      expiresAt: Date.now() / 1000 + 300,
    });
    renderAt('/orders', ['merchant']);
    expect(screen.getByText('Órdenes')).toBeInTheDocument();
    expect(useLoginModal.getState().isOpen).toBe(false);
  });

  it('sends a user lacking every listed role to /unauthorized', () => {
    authStore
      .getState()
      .setSession({ accessToken: tokenWithRoles(['viewer']), expiresAt: Date.now() / 1000 + 300 });
    renderAt('/orders', ['merchant', 'admin']);
    expect(screen.getByText('Acceso no autorizado')).toBeInTheDocument();
  });

  it('sends a signed-in user away from the guest-only registration', () => {
    authStore.getState().setSession({
      accessToken: tokenWithRoles(['merchant']),
      expiresAt: Date.now() / 1000 + 300,
    });
    renderAt('/register');
    expect(screen.getByText('Panel')).toBeInTheDocument();
  });

  it('shows the registration to a guest', () => {
    renderAt('/register');
    expect(screen.getByText('Registro')).toBeInTheDocument();
  });

  it('opens a platform tool to any visitor in development', () => {
    setRuntimeConfig({ environment: 'development' });
    renderAt('/plataforma');
    expect(screen.getByText('Plataforma')).toBeInTheDocument();
    expect(useLoginModal.getState().isOpen).toBe(false);
  });

  it('keeps a platform tool for its role outside development', () => {
    renderAt('/plataforma');
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(useLoginModal.getState()).toMatchObject({ isOpen: true, returnTo: '/plataforma' });
  });

  it('sends a signed-in user without the role to /unauthorized outside development', () => {
    authStore.getState().setSession({
      accessToken: tokenWithRoles(['merchant']),
      expiresAt: Date.now() / 1000 + 300,
    });
    renderAt('/plataforma');
    expect(screen.getByText('Acceso no autorizado')).toBeInTheDocument();
  });

  it('lets a platform-admin in outside development', () => {
    authStore.getState().setSession({
      accessToken: tokenWithRoles(['platform-admin']),
      expiresAt: Date.now() / 1000 + 300,
    });
    renderAt('/plataforma');
    expect(screen.getByText('Plataforma')).toBeInTheDocument();
  });
});
