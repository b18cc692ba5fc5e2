import { lazy, Suspense, useEffect } from 'react';
import { Box, Flex, Outlet, useLocation } from '@platform/shared';
import { useLoginModal } from '../auth/login-modal-store';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

const LoginModal = lazy(() => import('../auth/LoginModal'));

/** Layout rules of spec 1 §2.1, by path. */
export function layoutFor(pathname: string) {
  const isPublicOrder = pathname.startsWith('/public/');
  const isBare = pathname === '/store-setup';
  return {
    showTopBar: !isPublicOrder && !isBare && pathname !== '/register',
    showFooter: !isPublicOrder && !isBare,
    showSetupGuide: !isPublicOrder,
  };
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  const layout = layoutFor(pathname);
  const loginOpen = useLoginModal((state) => state.isOpen);
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      {layout.showTopBar && <TopBar />}
      <Box as="main" flex="1" id="contenido">
        <Outlet />
      </Box>
      {layout.showFooter && <Footer />}
      {/* The modal and its overlay code load on first use only. */}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
    </Flex>
  );
}
