import { apiClient, useMutation } from '@platform/shared';

export interface PasswordChange {
  /** The recovery link's single-use token. */
  token: string;
  password: string;
}

/** `POST /auth/change-password` → `{ message }`; it ends every login of the user. */
export function changePassword(change: PasswordChange): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/change-password', change);
}

/** Sets the new password; nothing cached depends on it (the user is signed out). */
export function useChangePassword() {
  return useMutation({ mutationKey: ['change-password'], mutationFn: changePassword });
}
