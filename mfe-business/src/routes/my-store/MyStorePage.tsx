import { Container, PageHeader, Stack } from '@platform/shared';
import { StoreSettingsEditor } from '../../features/store-settings/components/StoreSettingsEditor';
import { storeSettingsMessages } from '../../features/store-settings/messages';
import { messages } from '../../messages';

/** /my-store 'Mi Tienda' (spec 3 "Store"): site name, external website, language and currency. */
export default function MyStorePage() {
  return (
    // Kept to the left at 3xl: the setup guide floats over the bottom right of wide screens.
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4} maxW="3xl">
        <PageHeader title={messages.myStore.title} subtitle={storeSettingsMessages.subtitle} />
        <StoreSettingsEditor />
      </Stack>
    </Container>
  );
}
