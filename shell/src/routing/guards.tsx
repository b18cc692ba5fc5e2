import { useEffect, useRef, type ReactNode } from 'react';
import { getRuntimeConfig, Navigate, useAuthStore, useLocation } from '@platform/shared/core';
import { useLoginModal } from '../auth/login-modal-store';

interface RequireAuthProps {
  children: ReactNode;
  /** Realm roles of which the user needs at least one; none listed means any signed-in user. */
  roles?: string[];
}

/**
 * Protected route (spec 1 §4.2): signed out, the login modal opens and the user is sent to `/`,
 * remembering the page so sign-in brings them back; lacking a role, `/unauthorized`.
 */
export function RequireAuth({ children, roles }: RequireAuthProps) {
  const status = useAuthStore((state) => state.status);
  const userRoles = useAuthStore((state) => state.roles);
  const location = useLocation();
  const openLogin = useLoginModal((state) => state.openLogin);
  const intended = `${location.pathname}${location.search}${location.hash}`;
  // A session that ends while the page is open (logout, failed refresh) just leaves the page;
  // only arriving signed out asks the user to sign in.
  const signedInHere = useRef(false);
  useEffect(() => {
    if (status === 'authenticated') signedInHere.current = true;
  }, [status]);

  useEffect(() => {
    if (status === 'anonymous' && !signedInHere.current) openLogin(intended);
  }, [status, intended, openLogin]);

  if (status === 'anonymous') return <Navigate to="/" replace />;
  if (roles?.length && !roles.some((role) => userRoles.includes(role))) {
    return <Navigate to="/unauthorized" replace />;
  }
  return <>{children}</>;
}

/**
 * A tool of the platform team (the platform panel): open to every visitor where the runtime
 * config says `environment: 'development'` (a developer's machine, the journeys), and elsewhere
 * behind `RequireAuth` with `roles`.
 */
export function RequireRoleOutsideDevelopment({
  children,
  roles,
}: {
  children: ReactNode;
  roles: string[];
}) {
  if (getRuntimeConfig().environment === 'development') return <>{children}</>;
  return <RequireAuth roles={roles}>{children}</RequireAuth>;
}

/** Guest-only route such as `/register`: a signed-in user is sent to `/dashboard`. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
