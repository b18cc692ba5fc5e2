import {
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Portal,
  RouterLink,
  Stack,
  Text,
  useAuthStore,
  useNavigate,
} from '@platform/shared';
import { Drawer, Menu } from '@platform/shared/overlays';
import { ChevronDown, ChevronRight, Menu as MenuIcon, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { signOut } from '../auth/session';
import { preloadRemotePage } from '../federation/RemotePage';
import { messages } from '../messages';
import { useRemoteRoutes } from '../routing/route-table';
import { isNavItemEnabled, isSubmenu, merchantNavigation, type NavLinkItem } from './navigation';

/** The merchant menu as the registry's releases declare it now. */
function useMerchantNavigation() {
  const routes = useRemoteRoutes();
  return useMemo(() => merchantNavigation(routes), [routes]);
}

/** Loads the page behind a link when the user shows intent (hover or keyboard focus). */
function preloadProps(path: string) {
  const warm = () => preloadRemotePage(path);
  return { onMouseEnter: warm, onFocus: warm };
}

function LinkMenuItem({ item }: { item: NavLinkItem }) {
  const enabled = isNavItemEnabled(item);
  return (
    <Menu.Item value={item.path} disabled={!enabled} asChild={enabled}>
      {enabled ? (
        <RouterLink to={item.path} {...preloadProps(item.path)}>
          {item.label}
        </RouterLink>
      ) : (
        <span>{item.label}</span>
      )}
    </Menu.Item>
  );
}

function DesktopGroups() {
  const navigation = useMerchantNavigation();
  return (
    <HStack
      gap={1}
      display={{ base: 'none', lg: 'flex' }}
      as="nav"
      aria-label="Navegación principal"
    >
      {navigation.map((group) => (
        <Menu.Root key={group.label} positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <Button variant="ghost" size="sm">
              {group.label} <ChevronDown aria-hidden />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="56">
                {group.items.map((item) =>
                  isSubmenu(item) ? (
                    <Menu.Root
                      key={item.label}
                      positioning={{ placement: 'right-start', gutter: 2 }}
                    >
                      <Menu.TriggerItem>
                        {item.label} <ChevronRight aria-hidden style={{ marginLeft: 'auto' }} />
                      </Menu.TriggerItem>
                      <Portal>
                        <Menu.Positioner>
                          <Menu.Content>
                            {item.items.map((child) => (
                              <LinkMenuItem key={child.path} item={child} />
                            ))}
                          </Menu.Content>
                        </Menu.Positioner>
                      </Portal>
                    </Menu.Root>
                  ) : (
                    <LinkMenuItem key={item.path} item={item} />
                  ),
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ))}
    </HStack>
  );
}

function UserMenu() {
  const navigate = useNavigate();
  const profile = useAuthStore((state) => state.profile);
  const name =
    [profile?.given_name, profile?.family_name].filter(Boolean).join(' ') || profile?.email;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={messages.nav.userMenu(name ?? '')}>
          <UserRound aria-hidden />
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {name}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="account" asChild>
              <RouterLink to="/profile/account" {...preloadProps('/profile/account')}>
                {messages.nav.myAccount}
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="store" asChild>
              <RouterLink to="/my-store" {...preloadProps('/my-store')}>
                {messages.nav.myStore}
              </RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onSelect={async () => {
                // Leave the protected page first, so its guard does not ask the user to sign in again.
                await navigate('/', { replace: true });
                await signOut();
              }}
            >
              {messages.nav.signOut}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Narrow screens: every group in a drawer, reachable with the keyboard. */
function MobileDrawer() {
  const navigation = useMerchantNavigation();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={messages.nav.openMenu}
          display={{ base: 'inline-flex', lg: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{messages.brand}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap={5} as="nav" aria-label="Navegación principal">
                {navigation.map((group) => (
                  <Box key={group.label}>
                    <Text fontWeight="semibold" mb={2}>
                      {group.label}
                    </Text>
                    <Stack gap={1} ps={2}>
                      {group.items
                        .flatMap((item) => (isSubmenu(item) ? item.items : [item]))
                        .map((item) =>
                          isNavItemEnabled(item) ? (
                            <RouterLink
                              key={item.path}
                              to={item.path}
                              onClick={() => setOpen(false)}
                            >
                              {item.label}
                            </RouterLink>
                          ) : (
                            <Text key={item.path} color="fg.subtle" aria-disabled="true">
                              {item.label}
                            </Text>
                          ),
                        )}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Top navigation of a signed-in merchant (spec 1 §2.2). Loaded on first sign-in, not on the landing page. */
export default function MerchantNav() {
  return (
    <Flex align="center" gap={2} flex="1" justify="space-between">
      <MobileDrawer />
      <DesktopGroups />
      <UserMenu />
    </Flex>
  );
}
