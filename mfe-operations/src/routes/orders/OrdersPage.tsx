import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /orders — built by a later issue; it already loads through federation. */
export default function OrdersPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.orders.title} />
      <UnderConstruction />
    </Container>
  );
}
