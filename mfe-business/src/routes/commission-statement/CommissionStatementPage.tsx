import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/account-statement/commission — built by a later issue; it already loads through federation. */
export default function CommissionStatementPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.commissionStatement.title} />
      <UnderConstruction />
    </Container>
  );
}
