import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /profile/account — built by a later issue; it already loads through federation. */
export default function AccountPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.account.title} />
      <UnderConstruction />
    </Container>
  );
}
