import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /my-store — built by a later issue; it already loads through federation. */
export default function MyStorePage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.myStore.title} />
      <UnderConstruction />
    </Container>
  );
}
