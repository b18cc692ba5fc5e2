import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /pricing — built by a later issue; it already loads through federation. */
export default function PricingPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.pricing.title} />
      <UnderConstruction />
    </Container>
  );
}
