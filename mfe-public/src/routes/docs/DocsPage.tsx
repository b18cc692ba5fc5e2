import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /docs — built by a later issue; it already loads through federation. */
export default function DocsPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.docs.title} />
      <UnderConstruction />
    </Container>
  );
}
