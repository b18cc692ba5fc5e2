import { apiClient } from '@platform/shared';
import type { RegistrationPayload } from '@platform/shared/validation';

export interface RegistrationAccepted {
  message: string;
  email: string;
  expiresInSeconds: number;
  resendCooldownSeconds: number;
}

/**
 * `POST /auth/public-platform-register` (public): the registration form. The api e-mails a
 * 6-digit code; a validation error carries `fields` (field → message).
 */
export function registerPlatform(payload: RegistrationPayload): Promise<RegistrationAccepted> {
  return apiClient.post<RegistrationAccepted>('/auth/public-platform-register', payload);
}
