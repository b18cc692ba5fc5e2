import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/bank-account — built by a later issue; it already loads through federation. */
export default function BankAccountPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.bankAccount.title} />
      <UnderConstruction />
    </Container>
  );
}
