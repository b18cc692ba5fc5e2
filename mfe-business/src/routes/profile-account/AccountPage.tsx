import { useId, type ReactNode } from 'react';
import { Box, Container, Heading, PageHeader, RemoteWidget, Stack } from '@platform/shared';
import { messages } from '../../messages';
import { CardLinkBanner } from './CardLinkBanner';
import { accountMessages as copy } from './messages';

/** A section of the screen, named by its h2. */
function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: 4, md: 6 }}
    >
      <Heading as="h2" size="lg" id={headingId} mb={4}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * /profile/account 'Mi Cuenta' (spec 3 "My Account"). 'Mi Plan' and 'Mis Tarjetas' are widgets of
 * mfe-commerce, which owns plans and cards; they load through the shell's federation runtime and
 * fail on their own. The banner tells the outcome of linking a card when the provider sends the
 * merchant back here.
 */
export default function AccountPage() {
  return (
    // Kept to the left at 3xl: the setup guide floats over the bottom right of wide screens.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={6} maxW="3xl">
        <PageHeader title={messages.account.title} />
        <CardLinkBanner />
        {/* Personal information and preferences (with the password dialog) go here, above the plan. */}
        <AccountSection title={copy.plan.title}>
          <RemoteWidget
            remote="mfe_commerce"
            module="./CurrentPlan"
            loadingLabel={copy.plan.loading}
          />
        </AccountSection>
        <AccountSection title={copy.cards.title}>
          <RemoteWidget
            remote="mfe_commerce"
            module="./SavedCards"
            loadingLabel={copy.cards.loading}
          />
        </AccountSection>
      </Stack>
    </Container>
  );
}
