import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  RouterLink,
  Stack,
  Text,
  useAuthStore,
  useLocation,
} from '@platform/shared/core';
import { useLoginModal } from '../auth/login-modal-store';
import { preloadRemotePage } from '../federation/RemotePage';
import { messages } from '../messages';
import { visitorNavigation } from './visitor-navigation';

const MerchantNav = lazy(() => import('./MerchantNav'));

/**
 * The phone menu's three lines, drawn here rather than taken from the icon library: the frame of
 * every first page then carries none of the library's code.
 */
function MenuLines() {
  return (
    <svg
      aria-hidden
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function VisitorLinks({ size }: { size: 'xs' | 'sm' }) {
  return visitorNavigation.map((item) => {
    const warm = () => preloadRemotePage(item.path);
    return (
      <Button key={item.path} asChild variant="ghost" size={size} justifyContent="flex-start">
        <RouterLink to={item.path} onMouseEnter={warm} onFocus={warm}>
          {item.label}
        </RouterLink>
      </Button>
    );
  });
}

function CreateStoreLink({ size }: { size: 'xs' | 'sm' }) {
  return (
    <Button asChild colorPalette="brand" size={size}>
      <RouterLink to="/register" onMouseEnter={() => preloadRemotePage('/register')}>
        {messages.nav.createStore}
      </RouterLink>
    </Button>
  );
}

function SignInButton({ size }: { size: 'xs' | 'sm' }) {
  const openLogin = useLoginModal((state) => state.openLogin);
  return (
    <Button variant="outline" size={size} onClick={() => openLogin()}>
      {messages.nav.signIn}
    </Button>
  );
}

/**
 * A phone's menu: the links under a disclosure (`<details>`), so the bar is one row like the
 * merchant's and opens before the app runs (the page is prerendered HTML, docs/prerendering.md).
 * It closes when a link is chosen, on Escape (the focus back on its button) and on a tap elsewhere.
 */
function PhoneVisitorMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  useEffect(close, [pathname]);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);
  return (
    <Box
      as="details"
      ref={menu}
      position="relative"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        close();
        menu.current.querySelector('summary')?.focus();
      }}
    >
      <Box
        as="summary"
        aria-label={messages.nav.openMenu}
        display="grid"
        placeItems="center"
        w={8}
        h={8}
        borderRadius="md"
        cursor="pointer"
        listStyle="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        <MenuLines />
      </Box>
      <Stack
        as="nav"
        aria-label="Navegación principal"
        position="absolute"
        insetEnd={0}
        top="calc(100% + 0.75rem)"
        minW="56"
        p={2}
        gap={1}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        boxShadow="md"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close();
        }}
      >
        <VisitorLinks size="sm" />
        <CreateStoreLink size="sm" />
      </Stack>
    </Box>
  );
}

/**
 * A visitor's top bar: on a phone, 'Iniciar Sesión' and a menu with the rest, in one row (the
 * height of the merchant's, which replaces it for a signed-in merchant without moving the page);
 * from md up, every link in the row.
 */
function VisitorNav() {
  return (
    <>
      <HStack gap={2} ms="auto" display={{ base: 'flex', md: 'none' }}>
        <SignInButton size="xs" />
        <PhoneVisitorMenu />
      </HStack>
      <Flex
        align="center"
        gap={3}
        justify="flex-end"
        flex="1"
        display={{ base: 'none', md: 'flex' }}
        as="nav"
        aria-label="Navegación principal"
      >
        <VisitorLinks size="sm" />
        <SignInButton size="sm" />
        <CreateStoreLink size="sm" />
      </Flex>
    </>
  );
}

export function TopBar() {
  const status = useAuthStore((state) => state.status);
  const home = status === 'authenticated' ? '/dashboard' : '/';
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top={0} zIndex="sticky">
      <Container maxW="7xl">
        <Flex minH={16} py={2} align="center" gap={4} wrap="wrap">
          <RouterLink to={home} aria-label={`${messages.brand}, inicio`}>
            <HStack gap={2}>
              <Box
                w={8}
                h={8}
                borderRadius="md"
                bg="brand.solid"
                color="brand.contrast"
                display="grid"
                placeItems="center"
                fontWeight="bold"
                // The letter is drawn, not written: the link's name ('Suscribe, inicio') then
                // starts with the only word on screen, as speech input expects.
                _before={{ content: '"S"' }}
                aria-hidden
              />
              <Text fontWeight="bold" fontSize="lg">
                {messages.brand}
              </Text>
            </HStack>
          </RouterLink>
          {status === 'authenticated' ? (
            <Suspense fallback={<Box flex="1" />}>
              <MerchantNav />
            </Suspense>
          ) : (
            <VisitorNav />
          )}
        </Flex>
      </Container>
    </Box>
  );
}
