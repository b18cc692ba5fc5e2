import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /cookies — built by a later issue; it already loads through federation. */
export default function CookiesPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.cookies.title} />
      <UnderConstruction />
    </Container>
  );
}
