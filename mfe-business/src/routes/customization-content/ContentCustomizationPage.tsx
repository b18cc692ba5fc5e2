import { Container, EmptyState, PageHeader } from '@platform/shared';
import { FileText } from 'lucide-react';
import { messages } from '../../messages';

/**
 * /customization/content 'Contenido del Sitio': spec 3 §2 gives it only 'Próximamente' (its menu
 * item is off in the feature-flag table; the page is still routed).
 */
export default function ContentCustomizationPage() {
  const copy = messages.contentCustomization;
  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <PageHeader title={copy.title} />
      <EmptyState icon={<FileText />} title={copy.comingSoon} description={copy.comingSoonText} />
    </Container>
  );
}
