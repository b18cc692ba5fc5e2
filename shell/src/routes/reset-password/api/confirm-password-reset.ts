import type { Message, PasswordResetBody } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** The recovery link's single-use token and the new password. */
export type PasswordReset = Pick<PasswordResetBody, 'token' | 'password'>;

/**
 * `POST /auth/reset-password/confirm` → `{ message }`; it ends every login of the user. (The
 * signed-in merchant's own change, with the current password, is `POST /auth/change-password`.)
 */
export function confirmPasswordReset(reset: PasswordReset): Promise<Message> {
  return apiClient.post<Message>('/auth/reset-password/confirm', reset);
}

/** Sets the new password; nothing cached depends on it (the user is signed out). */
export function useConfirmPasswordReset() {
  return useMutation({ mutationKey: ['reset-password'], mutationFn: confirmPasswordReset });
}
