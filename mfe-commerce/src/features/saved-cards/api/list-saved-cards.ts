import type { SavedCardList } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { savedCardKeys } from './keys';

/** `GET /payment-methods/credit-cards` → the merchant's cards, the default first. */
export function listSavedCards(signal?: AbortSignal): Promise<SavedCardList> {
  return apiClient.get<SavedCardList>('/payment-methods/credit-cards', { signal });
}

/** The saved cards, for `useQuery(savedCardsQuery())`. */
export const savedCardsQuery = () =>
  queryOptions({
    queryKey: savedCardKeys.all,
    queryFn: ({ signal }) => listSavedCards(signal),
  });
