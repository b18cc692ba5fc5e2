import { Container, PageHeader, UnderConstruction } from '@platform/shared';
import { messages } from '../../messages';

/** /help — built by a later issue; it already loads through federation. */
export default function HelpPage() {
  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={messages.help.title} />
      <UnderConstruction />
    </Container>
  );
}
