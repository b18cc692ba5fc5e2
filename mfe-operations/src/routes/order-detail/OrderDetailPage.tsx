import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /orders/:id — built by a later issue; it already loads through federation. */
export default function OrderDetailPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.orderDetail.title} />
      <UnderConstruction />
    </Container>
  );
}
