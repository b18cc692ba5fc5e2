import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/invoices — built by a later issue; it already loads through federation. */
export default function InvoicesPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.invoices.title} />
      <UnderConstruction />
    </Container>
  );
}
