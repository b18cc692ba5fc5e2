import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /business/billing — built by a later issue; it already loads through federation. */
export default function BillingDataPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.billingData.title} />
      <UnderConstruction />
    </Container>
  );
}
