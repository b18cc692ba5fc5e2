import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /contact — built by a later issue; it already loads through federation. */
export default function ContactPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.contact.title} />
      <UnderConstruction />
    </Container>
  );
}
