import type { SavedCardList, SetDefaultCardBody } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { savedCardKeys } from './keys';

/**
 * `PUT /payment-methods/credit-cards/{id}/set-default` with `{ isDefault: true }` → the list, in
 * which that card is the only default (spec 2 §4).
 */
export function setDefaultCard(id: string): Promise<SavedCardList> {
  const body: SetDefaultCardBody = { isDefault: true };
  return apiClient.put<SavedCardList>(
    `/payment-methods/credit-cards/${encodeURIComponent(id)}/set-default`,
    body,
  );
}

/** Makes a card the default; the answered list replaces the cached one. */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['set-default-card'],
    mutationFn: setDefaultCard,
    onSuccess: (list) => queryClient.setQueryData(savedCardKeys.all, list),
  });
}
