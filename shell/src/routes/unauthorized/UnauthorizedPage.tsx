import { Button, Container, EmptyState, RouterLink } from '@platform/shared/core';
import { ShieldAlert } from 'lucide-react';
import { messages } from '../../messages';

export function UnauthorizedPage() {
  return (
    <Container maxW="3xl" py={16}>
      <EmptyState
        icon={<ShieldAlert />}
        title={messages.unauthorized.title}
        description={messages.unauthorized.message}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{messages.unauthorized.home}</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}
