import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /customization/email-templates — built by a later issue; it already loads through federation. */
export default function EmailTemplatesPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.emailTemplates.title} />
      <UnderConstruction />
    </Container>
  );
}
