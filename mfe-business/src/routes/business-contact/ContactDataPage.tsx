import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/contact — built by a later issue; it already loads through federation. */
export default function ContactDataPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.contactData.title} />
      <UnderConstruction />
    </Container>
  );
}
