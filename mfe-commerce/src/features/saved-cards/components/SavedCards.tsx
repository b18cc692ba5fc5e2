import { lazy, Suspense, useRef, useState } from 'react';
import type { SavedCard } from '@platform/api/contracts';
import {
  EmptyState,
  ErrorBox,
  errorMessage,
  Flex,
  LoadingState,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { CreditCard } from 'lucide-react';
import { savedCardsQuery } from '../api/list-saved-cards';
import { useSetDefaultCard } from '../api/set-default-card';
import { savedCardsMessages } from '../messages';
import { AddCardButton } from './AddCardButton';
import { SavedCardItem } from './SavedCardItem';

const DeleteCardDialog = lazy(() => import('./DeleteCardDialog'));

const copy = savedCardsMessages;

/**
 * The merchant's saved cards (spec 2 §4, §7, §8): the list with the default marked, make another
 * the default, delete with a confirmation, and 'Agregar tarjeta', which goes to the card provider.
 * Shown by the account screen ('Mis Tarjetas'), which gives the section its heading.
 */
export function SavedCards() {
  const cards = useQuery(savedCardsQuery());
  const setDefault = useSetDefaultCard();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const makeDefault = (card: SavedCard) =>
    setDefault.mutate(card.id, {
      onSuccess: () => {
        setAnnouncement(copy.madeDefault(copy.cardName(card)));
        // Its 'Hacer predeterminada' button is gone: keep the focus on the card, once it moved.
        requestAnimationFrame(() => deleteButtons.current.get(card.id)?.focus());
      },
    });

  const list = cards.data?.cards ?? [];
  const failedDefault = setDefault.isError ? setDefault.variables : null;

  return (
    <Stack gap={4}>
      <Flex
        gap={4}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text color="fg.muted" maxW="md">
          {copy.intro}
        </Text>
        <AddCardButton buttonRef={addButton} />
      </Flex>

      {cards.isPending && <LoadingState label={copy.loading} minH="24" />}
      {cards.isError && (
        <ErrorBox
          title={copy.loadError}
          message={errorMessage(cards.error)}
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      )}
      {cards.isSuccess && list.length === 0 && (
        <EmptyState icon={<CreditCard />} title={copy.empty} description={copy.emptyHint} as="h3" />
      )}
      {list.length > 0 && (
        <Stack as="ul" gap={3} aria-label={copy.listLabel} m={0} p={0}>
          {list.map((card) => (
            <SavedCardItem
              key={card.id}
              card={card}
              makingDefault={setDefault.isPending && setDefault.variables === card.id}
              locked={setDefault.isPending}
              setDefaultError={failedDefault === card.id ? copy.setDefaultError : null}
              onMakeDefault={() => makeDefault(card)}
              onDelete={() => setDeleting(card)}
              deleteButtonRef={(button) => {
                if (button) deleteButtons.current.set(card.id, button);
                else deleteButtons.current.delete(card.id);
              }}
            />
          ))}
        </Stack>
      )}

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      {deleting && (
        <Suspense fallback={null}>
          <DeleteCardDialog
            card={deleting}
            isOnlyCard={list.length === 1}
            onDeleted={(card) => setAnnouncement(copy.deleted(copy.cardName(card)))}
            onClose={() => setDeleting(null)}
            focusAfterDelete={() => addButton.current}
          />
        </Suspense>
      )}
    </Stack>
  );
}
