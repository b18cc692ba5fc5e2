import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /status — built by a later issue; it already loads through federation. */
export default function StatusPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.status.title} />
      <UnderConstruction />
    </Container>
  );
}
