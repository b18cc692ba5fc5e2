import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { BusinessContact } from '@platform/api/contracts';
import type { BusinessContactValues } from '@platform/shared/validation';
import { businessDataKeys } from './business-data-keys';

/** `PUT /business/contact` with the whole contact object (spec 3 §7); answers the saved contact. */
export function updateBusinessContact(contact: BusinessContactValues): Promise<BusinessContact> {
  return apiClient.put<BusinessContact>('/business/contact', contact);
}

/** Saves the contact; the cached one becomes the answer, so every reader sees it at once. */
export function useUpdateBusinessContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-business-contact'],
    mutationFn: updateBusinessContact,
    onSuccess: (saved) => queryClient.setQueryData(businessDataKeys.contact(), saved),
  });
}
