import type { SavedCardList } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { savedCardKeys } from './keys';

/**
 * `DELETE /payment-methods/credit-cards/{id}` → the remaining cards; when the default went, the
 * api made the first remaining card the default (spec 2 §4).
 */
export function deleteSavedCard(id: string): Promise<SavedCardList> {
  return apiClient.delete<SavedCardList>(`/payment-methods/credit-cards/${encodeURIComponent(id)}`);
}

/** Deletes a card; the answered list replaces the cached one. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['delete-saved-card'],
    mutationFn: deleteSavedCard,
    onSuccess: (list) => queryClient.setQueryData(savedCardKeys.all, list),
  });
}
