import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /clients — built by a later issue; it already loads through federation. */
export default function ClientsPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.clients.title} />
      <UnderConstruction />
    </Container>
  );
}
