import type { Message, PasswordChangeBody } from '@platform/api/contracts';
import { apiClient, useMutation } from '@platform/shared';

/** The current password and the new one. */
export type PasswordChange = Pick<PasswordChangeBody, 'currentPassword' | 'newPassword'>;

/**
 * `POST /auth/change-password` with `{currentPassword, newPassword}` (spec 3 §7) → `{message}`.
 * A failure carries the api's Spanish `message` (a wrong current password, too many attempts).
 */
export function changePassword(change: PasswordChange): Promise<Message> {
  return apiClient.post<Message>('/auth/change-password', change);
}

/** Changes the signed-in merchant's password; nothing cached depends on it. */
export function useChangePassword() {
  return useMutation({ mutationKey: ['change-password'], mutationFn: changePassword });
}
