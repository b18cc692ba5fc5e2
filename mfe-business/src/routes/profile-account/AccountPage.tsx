import { useId, type ReactNode } from 'react';
import { Box, Container, Heading, PageHeader, RemoteWidget, Stack } from '@platform/shared';
import { PasswordSection } from '../../features/account/components/PasswordSection';
import { PreferencesForm } from '../../features/account/components/PreferencesForm';
import { ProfileEditor } from '../../features/account/components/ProfileEditor';
import { accountFormMessages } from '../../features/account/messages';
import { messages } from '../../messages';
import { CardLinkBanner } from './CardLinkBanner';
import { accountMessages as copy } from './messages';

const forms = accountFormMessages;

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
 * /profile/account 'Mi Cuenta' (spec 3 "My Account"): personal information (saved to the identity
 * provider, the e-mail read-only), the password dialog, preferences (simulated: no call), then
 * 'Mi Plan' and 'Mis Tarjetas', widgets of mfe-commerce, which owns plans and cards; they load
 * through the shell's federation runtime and fail on their own. The banner tells the outcome of
 * linking a card when the provider sends the merchant back here.
 */
export default function AccountPage() {
  return (
    // Kept to the left at 3xl: the setup guide floats over the bottom right of wide screens.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={6} maxW="3xl">
        <PageHeader title={messages.account.title} subtitle={copy.subtitle} />
        <CardLinkBanner />
        <AccountSection title={forms.profile.title}>
          <ProfileEditor />
        </AccountSection>
        <AccountSection title={forms.password.title}>
          <PasswordSection />
        </AccountSection>
        <AccountSection title={forms.preferences.title}>
          <PreferencesForm />
        </AccountSection>
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
