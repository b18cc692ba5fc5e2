import type { Message } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** `POST /auth/reset-password` → `{ message }`, the same whatever the e-mail: a recovery link is sent. */
export function requestPasswordReset(email: string): Promise<Message> {
  return apiClient.post<Message>('/auth/reset-password', { email });
}

/** Asks for the recovery e-mail; nothing cached depends on it. */
export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['request-password-reset'], mutationFn: requestPasswordReset });
}
