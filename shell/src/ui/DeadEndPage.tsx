import type { ReactElement } from 'react';
import { Button, Container, EmptyState, RouterLink } from '@platform/shared/core';

/** A page with nothing to show but why, and the way back home (not found, unauthorized). */
export function DeadEndPage({
  icon,
  copy,
}: {
  icon: ReactElement;
  copy: { title: string; message: string; home: string };
}) {
  return (
    <Container maxW="3xl" py={16}>
      <EmptyState
        icon={icon}
        title={copy.title}
        as="h1"
        description={copy.message}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{copy.home}</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}
