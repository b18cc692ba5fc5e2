import { CircleHelp } from 'lucide-react';
import {
  Box,
  Card,
  Container,
  ErrorBox,
  Grid,
  Heading,
  HStack,
  PageHeader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { BusinessHoursList } from '../../features/contact/components/BusinessHoursList';
import { ContactChannels } from '../../features/contact/components/ContactChannels';
import { OfficeLocation } from '../../features/contact/components/OfficeLocation';
import { platformSettingsQuery } from '../../features/support/api/get-platform-settings';
import { messages } from '../../messages';
import { ArrowLink } from '../../ui/ArrowLink';

const copy = messages.contact;

function ContactSkeleton() {
  return (
    <Stack gap={6} role="status" aria-label={copy.loading}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="36" borderRadius="lg" />
        ))}
      </SimpleGrid>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap={6}>
        <Skeleton height="80" borderRadius="lg" />
        <Skeleton height="60" borderRadius="lg" />
      </Grid>
    </Stack>
  );
}

/** `/contact`: e-mail, WhatsApp and phone cards, the office on a map, business hours and a way to /help (spec 3 §2). */
export default function ContactPage() {
  const settingsQuery = useQuery(platformSettingsQuery());
  const settings = settingsQuery.data;

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {settingsQuery.isError ? (
        <ErrorBox
          title={copy.error}
          message={copy.errorDescription}
          onRetry={() => void settingsQuery.refetch()}
        />
      ) : !settings ? (
        <ContactSkeleton />
      ) : (
        <Stack gap={6}>
          <ContactChannels settings={settings} />
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }}
            gap={6}
            alignItems="start"
          >
            <OfficeLocation settings={settings} />
            <Stack gap={6}>
              <BusinessHoursList hours={settings.businessHours} />
              <Card.Root as="aside" variant="subtle" aria-labelledby="help-card-title">
                <Card.Body gap={2}>
                  <HStack gap={2}>
                    <Box color="brand.fg" aria-hidden>
                      <CircleHelp size={20} />
                    </Box>
                    <Heading as="h2" size="md" id="help-card-title">
                      {copy.help.title}
                    </Heading>
                  </HStack>
                  <Text color="fg.muted">{copy.help.description}</Text>
                  <ArrowLink to="/help">{copy.help.link}</ArrowLink>
                </Card.Body>
              </Card.Root>
            </Stack>
          </Grid>
        </Stack>
      )}
    </Container>
  );
}
