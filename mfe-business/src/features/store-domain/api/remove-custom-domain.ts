import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import { domainKeys, type DomainSettings } from './get-domain';

/** `DELETE /customization/domain/custom-domain` → the domain data without a custom domain. */
export function removeCustomDomain(): Promise<DomainSettings> {
  return apiClient.delete<DomainSettings>('/customization/domain/custom-domain');
}

/** Disconnects the custom domain; the cached domain data becomes the answer. */
export function useRemoveCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['remove-custom-domain'],
    mutationFn: removeCustomDomain,
    onSuccess: (saved) => queryClient.setQueryData(domainKeys.settings(), saved),
  });
}
