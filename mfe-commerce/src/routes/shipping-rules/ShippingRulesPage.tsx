import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /shipping/rules — built by a later issue; it already loads through federation. */
export default function ShippingRulesPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.shippingRules.title} />
      <UnderConstruction />
    </Container>
  );
}
