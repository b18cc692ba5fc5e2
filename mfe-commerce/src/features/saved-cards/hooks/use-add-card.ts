import { isApiError } from '@platform/shared';
import { useStartAddCard } from '../api/start-add-card';
import { savedCardsMessages } from '../messages';
import { postToCardProvider } from '../post-to-card-provider';

const copy = savedCardsMessages.add;

/** The Spanish text of a failed start (spec 2 §8): by status, or the answer was unusable. */
export function addCardErrorMessage(error: unknown): string {
  if (!isApiError(error)) return copy.invalidAnswer;
  if (error.status === 0) return copy.networkError;
  if (error.status >= 400 && error.status < 500) return copy.clientError(error.status);
  return copy.serverError(error.status);
}

/**
 * 'Agregar tarjeta': asks the api to start an enrolment, then posts the hidden form to the card
 * provider. `busy` stays true once the browser is on its way, so the button cannot start a second one.
 */
export function useAddCard() {
  const start = useStartAddCard();
  return {
    add: () => start.mutate(undefined, { onSuccess: postToCardProvider }),
    busy: start.isPending || start.isSuccess,
    error: start.isError ? addCardErrorMessage(start.error) : null,
  };
}
