import { Box, Container, Flex, HStack, RouterLink, Text } from '@platform/shared/core';
import { messages } from '../messages';
import type { GuideClearance } from './guide-clearance';

const links = [
  { to: '/help', label: messages.footer.help },
  { to: '/status', label: messages.footer.status },
  { to: '/contact', label: messages.footer.contact },
  { to: '/privacy', label: messages.footer.privacy },
  { to: '/terms', label: messages.footer.terms },
  { to: '/cookies', label: messages.footer.cookies },
];

/** The footer's own vertical padding; below it, the room the setup guide needs. */
const PADDING_Y = '24px';
const padBelow = (clearance: string) => `calc(${PADDING_Y} + ${clearance})`;

/**
 * The legal pages are disabled in the menus but always linked here (spec 1 §2.1). `clearance`
 * keeps its links out from under the setup guide.
 */
export function Footer({ clearance }: { clearance: GuideClearance }) {
  return (
    <Box
      as="footer"
      borderTopWidth="1px"
      bg="bg.subtle"
      mt="auto"
      pt={PADDING_Y}
      pr={clearance.right}
      pb={{ base: padBelow(clearance.bottom.base), xl: padBelow(clearance.bottom.xl) }}
    >
      <Container maxW="7xl">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap={4}
          justify="space-between"
          align={{ md: 'center' }}
        >
          <Text fontSize="sm" color="fg.muted">
            © {new Date().getFullYear()} {messages.brand}. {messages.footer.rights}
          </Text>
          <HStack as="nav" aria-label="Enlaces legales y de soporte" gap={4} wrap="wrap">
            {links.map((link) => (
              <RouterLink key={link.to} to={link.to}>
                <Text as="span" fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
                  {link.label}
                </Text>
              </RouterLink>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
