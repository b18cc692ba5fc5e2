import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /plans — built by a later issue; it already loads through federation. */
export default function PlansPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.plans.title} />
      <UnderConstruction />
    </Container>
  );
}
