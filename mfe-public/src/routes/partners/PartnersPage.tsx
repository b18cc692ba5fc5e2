import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /partners — built by a later issue; it already loads through federation. */
export default function PartnersPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.partners.title} />
      <UnderConstruction />
    </Container>
  );
}
