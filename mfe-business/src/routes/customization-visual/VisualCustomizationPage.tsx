import { Container, Link, PageHeader, RouterLink, Stack } from '@platform/shared';
import { ArrowLeft } from 'lucide-react';
import { AppearanceForm } from '../../features/appearance/components/AppearanceForm';
import { appearanceMessages } from '../../features/appearance/messages';
import { messages } from '../../messages';

/**
 * /customization/visual 'Aspecto Visual' (spec 3 §2): logo, colours and preferences with a live
 * preview. Its menu item is off in the feature-flag table; the page is routed, and its save is
 * simulated (spec 3 §7).
 */
export default function VisualCustomizationPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {appearanceMessages.back}
          </RouterLink>
        </Link>
        <PageHeader
          title={messages.visualCustomization.title}
          subtitle={appearanceMessages.subtitle}
        />
        <AppearanceForm />
      </Stack>
    </Container>
  );
}
