import { Button, Container, EmptyState, RouterLink } from '@platform/shared/core';
import { MapPinOff } from 'lucide-react';
import { messages } from '../../messages';

export function NotFoundPage() {
  return (
    <Container maxW="3xl" py={16}>
      <EmptyState
        icon={<MapPinOff />}
        title={messages.notFound.title}
        description={messages.notFound.message}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{messages.notFound.home}</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}
