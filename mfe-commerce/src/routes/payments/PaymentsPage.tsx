import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /payments — built by a later issue; it already loads through federation. */
export default function PaymentsPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.payments.title} />
      <UnderConstruction />
    </Container>
  );
}
