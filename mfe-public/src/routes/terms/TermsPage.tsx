import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /terms — built by a later issue; it already loads through federation. */
export default function TermsPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.terms.title} />
      <UnderConstruction />
    </Container>
  );
}
