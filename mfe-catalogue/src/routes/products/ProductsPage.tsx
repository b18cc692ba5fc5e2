import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /products — built by a later issue; it already loads through federation. */
export default function ProductsPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.products.title} />
      <UnderConstruction />
    </Container>
  );
}
