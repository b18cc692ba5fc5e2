import type { Ref } from 'react';
import { Alert, Button, Stack, Text } from '@platform/shared';
import { Plus } from 'lucide-react';
import { useAddCard } from '../hooks/use-add-card';
import { savedCardsMessages } from '../messages';

const copy = savedCardsMessages.add;

/** 'Agregar tarjeta', with why it failed right under it (spec 2 §8). */
export function AddCardButton({ buttonRef }: { buttonRef?: Ref<HTMLButtonElement> }) {
  const { add, busy, error } = useAddCard();
  return (
    <Stack gap={2} align={{ base: 'stretch', sm: 'flex-end' }}>
      <Button ref={buttonRef} loading={busy} loadingText={copy.redirecting} onClick={add}>
        <Plus aria-hidden /> {copy.button}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {copy.hint}
      </Text>
      {error && (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
