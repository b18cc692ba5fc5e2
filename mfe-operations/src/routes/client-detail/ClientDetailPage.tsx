import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /clients/:id — built by a later issue; it already loads through federation. */
export default function ClientDetailPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.clientDetail.title} />
      <UnderConstruction />
    </Container>
  );
}
