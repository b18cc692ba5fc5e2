import type { DomainVerification } from '@platform/api/contracts';
import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { CustomDomainValues } from '@platform/shared/validation';
import { domainKeys } from './get-domain';

export type { DomainVerification };

/**
 * `POST /customization/domain/verification` {domain} → the domain data and what the DNS lookup
 * found for each record. Pro plan only (403 otherwise); another store's domain is a 409.
 */
export function verifyDomain(body: CustomDomainValues): Promise<DomainVerification> {
  return apiClient.post<DomainVerification>('/customization/domain/verification', body);
}

/** Connects and verifies the domain; the cached domain data becomes the answer's. */
export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['verify-custom-domain'],
    mutationFn: verifyDomain,
    onSuccess: (result) => queryClient.setQueryData(domainKeys.settings(), result.domain),
  });
}
