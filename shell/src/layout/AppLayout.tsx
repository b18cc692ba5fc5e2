import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  APP_EVENTS,
  Box,
  Flex,
  onAppEvent,
  Outlet,
  useAuthStore,
  useLocation,
} from '@platform/shared/core';
import { useLoginModal } from '../auth/login-modal-store';
import { isPublicSitePath } from '../routing/route-table';
import { useGuideFootprint } from '../setup-guide/guide-footprint';
import { Footer } from './Footer';
import { guideClearance } from './guide-clearance';
import { TopBar } from './TopBar';

const LoginModal = lazy(() => import('../auth/LoginModal'));
// Signed-in furniture: loaded after sign-in, never on the visitor's first page.
const SetupGuidePanel = lazy(() =>
  import('../setup-guide/SetupGuidePanel').then((module) => ({ default: module.SetupGuidePanel })),
);
const TourOverlay = lazy(() =>
  import('../tours/TourOverlay').then((module) => ({ default: module.TourOverlay })),
);

/** Signals from the remotes that concern the session (they cannot import the shell). */
function useSessionSignals() {
  const openLogin = useLoginModal((state) => state.openLogin);
  useEffect(() => {
    const offLogin = onAppEvent(APP_EVENTS.loginRequested, (detail) =>
      openLogin(detail?.returnTo ?? null),
    );
    const offTokens = onAppEvent(APP_EVENTS.sessionTokensIssued, (tokens) => {
      void import('../auth/session').then(({ adoptTokens }) => adoptTokens(tokens));
    });
    return () => {
      offLogin();
      offTokens();
    };
  }, [openLogin]);
}

/** Layout rules of spec 1 §2.1, by path. */
export function layoutFor(pathname: string) {
  const isPublicOrder = pathname.startsWith('/public/');
  const isBare = pathname === '/store-setup';
  return {
    showTopBar: !isPublicOrder && !isBare && pathname !== '/register',
    showFooter: !isPublicOrder && !isBare,
    showSetupGuide: !isPublicOrder && !isBare,
  };
}

/**
 * A new page starts at its top. Not the first page: the browser placed it (at its hash, or where
 * the visitor had scrolled a prerendered page before the app took it over).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const loginOpen = useLoginModal((state) => state.isOpen);
  // Once opened, the modal stays mounted (its content does not): closing it is then a transition
  // of the dialog, which gives the focus back to whatever opened it.
  const [loginUsed, setLoginUsed] = useState(false);
  if (loginOpen && !loginUsed) setLoginUsed(true);
  const signedIn = useAuthStore((state) => state.status === 'authenticated');
  const clearance = guideClearance(useGuideFootprint());
  useSessionSignals();
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      {layout.showTopBar && <TopBar />}
      <Box as="main" flex="1" id="contenido" pr={clearance.right}>
        <Outlet />
      </Box>
      {layout.showFooter && <Footer clearance={clearance} />}
      {signedIn && layout.showSetupGuide && (
        <Suspense fallback={null}>
          <SetupGuidePanel foldedByPage={isPublicSitePath(pathname)} />
        </Suspense>
      )}
      {/* Its own boundary: a tour a page asked for shows without waiting for the guide's code. */}
      {signedIn && (
        <Suspense fallback={null}>
          <TourOverlay />
        </Suspense>
      )}
      {/* The modal and its overlay code load on first use only. */}
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </Flex>
  );
}
