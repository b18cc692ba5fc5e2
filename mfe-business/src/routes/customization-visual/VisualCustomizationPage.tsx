import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /customization/visual — built by a later issue; it already loads through federation. */
export default function VisualCustomizationPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.visualCustomization.title} />
      <UnderConstruction />
    </Container>
  );
}
