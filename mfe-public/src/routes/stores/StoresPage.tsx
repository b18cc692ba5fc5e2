import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /tiendas — built by a later issue; it already loads through federation. */
export default function StoresPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.stores.title} />
      <UnderConstruction />
    </Container>
  );
}
