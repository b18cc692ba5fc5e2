/**
 * `@platform/shared/testing`: helpers for the remotes' jest tests (jsdom). Test-only: never
 * import it from application code.
 */
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore, type SessionTokens } from '../auth/auth-store';
import { AppProvider } from '../theme/AppProvider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the page starts at, e.g. '/orders?status=pending'. Default '/'. */
  route?: string;
  /** A route pattern for `ui`, e.g. '/orders/:id', so `useParams` works. */
  path?: string;
}

/** Renders `ui` inside the app's Chakra provider and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, ...options }: RenderWithProvidersOptions = {},
): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
          </Routes>
        ) : (
          children
        )}
      </MemoryRouter>
    </AppProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** For tests that build their own routes; the apps use `BrowserRouter` from the main entry. */
export { MemoryRouter };

/** A JWT (unsigned) carrying the given claims; enough for the auth store, which never verifies. */
export function createTestToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** Signs a fake merchant in (roles ['merchant'] unless claims say otherwise). */
export function signInForTest(
  claims: Record<string, unknown> = {},
  tokens: Partial<SessionTokens> = {},
): void {
  const accessToken = createTestToken({
    sub: 'user-1',
    email: 'demo@tienda.cl',
    given_name: 'Demo',
    family_name: 'Tienda',
    realm_access: { roles: ['merchant'] },
    exp: Math.floor(Date.now() / 1000) + 300,
    ...claims,
  });
  authStore.getState().setSession({ accessToken, ...tokens });
}

/** Back to a signed-out store between tests. */
export function signOutForTest(): void {
  authStore.getState().clearSession();
}

export { inTurn, type TurnReply } from './replies';
export { billingInfoSample } from './samples';

export {
  answer,
  apiError,
  apiUrl,
  delay,
  http,
  HttpResponse,
  server,
  type RecordedRequest,
} from './http';
