import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /register — built by a later issue; it already loads through federation. */
export default function RegisterPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.register.title} />
      <UnderConstruction />
    </Container>
  );
}
