import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /public/orders/:id — built by a later issue; it already loads through federation. */
export default function PublicOrderPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.publicOrder.title} />
      <UnderConstruction />
    </Container>
  );
}
