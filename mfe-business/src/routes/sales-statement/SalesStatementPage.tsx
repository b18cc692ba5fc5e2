import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/account-statement/sales — built by a later issue; it already loads through federation. */
export default function SalesStatementPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.salesStatement.title} />
      <UnderConstruction />
    </Container>
  );
}
