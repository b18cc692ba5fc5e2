import type { Message, PasswordResetBody } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** The recovery link's single-use token and the new password. */
export type PasswordChange = Pick<PasswordResetBody, 'token' | 'password'>;

/** `POST /auth/change-password` → `{ message }`; it ends every login of the user. */
export function changePassword(change: PasswordChange): Promise<Message> {
  return apiClient.post<Message>('/auth/change-password', change);
}

/** Sets the new password; nothing cached depends on it (the user is signed out). */
export function useChangePassword() {
  return useMutation({ mutationKey: ['change-password'], mutationFn: changePassword });
}
