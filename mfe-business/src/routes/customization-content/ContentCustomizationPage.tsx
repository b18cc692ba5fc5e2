import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /customization/content — built by a later issue; it already loads through federation. */
export default function ContentCustomizationPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.contentCustomization.title} />
      <UnderConstruction />
    </Container>
  );
}
