import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /customization/domain — built by a later issue; it already loads through federation. */
export default function DomainPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.domain.title} />
      <UnderConstruction />
    </Container>
  );
}
