import { lazy, Suspense } from 'react';
import {
  Box,
  Button,
  Container,
  Flex,
  HStack,
  RouterLink,
  Text,
  useAuthStore,
} from '@platform/shared/core';
import { useLoginModal } from '../auth/login-modal-store';
import { preloadRemoteEntry } from '../federation/registry';
import { messages } from '../messages';
import { remoteForPath } from '../routing/route-table';
import { visitorNavigation } from './navigation';

const MerchantNav = lazy(() => import('./MerchantNav'));

function VisitorNav() {
  const openLogin = useLoginModal((state) => state.openLogin);
  return (
    <Flex
      align="center"
      gap={{ base: 1, md: 3 }}
      wrap="wrap"
      // On a phone the links take their own row under the brand instead of squeezing beside it.
      justify={{ base: 'space-between', md: 'flex-end' }}
      flex={{ base: '1 1 100%', md: '1' }}
      as="nav"
      aria-label="Navegación principal"
    >
      {visitorNavigation.map((item) => {
        const remote = remoteForPath(item.path);
        const warm = () => remote && preloadRemoteEntry(remote);
        return (
          <Button
            key={item.path}
            asChild
            variant="ghost"
            size={{ base: 'xs', md: 'sm' }}
            px={{ base: 1, md: 3 }}
          >
            <RouterLink to={item.path} onMouseEnter={warm} onFocus={warm}>
              {item.label}
            </RouterLink>
          </Button>
        );
      })}
      <Button variant="outline" size={{ base: 'xs', md: 'sm' }} onClick={() => openLogin()}>
        {messages.nav.signIn}
      </Button>
      <Button asChild colorPalette="brand" size={{ base: 'xs', md: 'sm' }}>
        <RouterLink to="/register" onMouseEnter={() => preloadRemoteEntry('mfe_public')}>
          {messages.nav.createStore}
        </RouterLink>
      </Button>
    </Flex>
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
