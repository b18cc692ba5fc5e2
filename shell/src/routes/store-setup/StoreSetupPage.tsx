import { Button, Container, PageHeader, Stack, Text, useNavigate } from '@platform/shared';
import { signOut } from '../../auth/session';
import { messages } from '../../messages';

/** `/store-setup`: a signed-in merchant without a store creates it here (the form lands with the shell issue). */
export function StoreSetupPage() {
  const navigate = useNavigate();
  return (
    <Container maxW="lg" py={16}>
      <Stack gap={6}>
        <PageHeader title={messages.storeSetup.title} />
        <Text>Tu cuenta aún no tiene una tienda. Muy pronto podrás crearla desde aquí.</Text>
        <Button
          variant="outline"
          onClick={async () => {
            await signOut();
            navigate('/', { replace: true });
          }}
        >
          {messages.nav.signOut}
        </Button>
      </Stack>
    </Container>
  );
}
