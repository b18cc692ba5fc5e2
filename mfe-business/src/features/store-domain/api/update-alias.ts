import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { DomainAliasValues } from '@platform/shared/validation';
import { domainKeys, type DomainSettings } from './get-domain';

/**
 * `PUT /customization/domain/alias` {alias} → the domain data. The api applies the form's schema
 * (400 with its message) and answers 409 when another store has the alias.
 */
export function updateAlias(body: DomainAliasValues): Promise<DomainSettings> {
  return apiClient.put<DomainSettings>('/customization/domain/alias', body);
}

/** Saves the alias; the cached domain data becomes the answer. */
export function useUpdateAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-domain-alias'],
    mutationFn: updateAlias,
    onSuccess: (saved) => queryClient.setQueryData(domainKeys.settings(), saved),
  });
}
