import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /privacy — built by a later issue; it already loads through federation. */
export default function PrivacyPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.privacy.title} />
      <UnderConstruction />
    </Container>
  );
}
