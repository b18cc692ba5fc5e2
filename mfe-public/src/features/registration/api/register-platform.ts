import type { CodeSent } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';
import type { RegistrationPayload } from '@platform/shared/validation';

export type { CodeSent as RegistrationAccepted };

/**
 * `POST /auth/public-platform-register` (public): the registration form. The api e-mails a
 * 6-digit code; a validation error carries `fields` (field → message).
 */
export function registerPlatform(payload: RegistrationPayload): Promise<CodeSent> {
  return apiClient.post<CodeSent>('/auth/public-platform-register', payload);
}

/** Sends the registration; nothing cached depends on it (the visitor has no session yet). */
export function useRegisterPlatform() {
  return useMutation({ mutationKey: ['register-platform'], mutationFn: registerPlatform });
}
