import type { ProfileSaved } from '@platform/api/contracts';
import { apiClient, authStore, useMutation, useQueryClient } from '@platform/shared';
import type { ProfileValues } from '@platform/shared/validation';
import { accountKeys } from './account-keys';
import type { Profile } from './get-profile';

/**
 * `PUT /account/profile` with `{firstName, lastName, email}` (spec 3 §7: the profile update goes
 * to the identity provider, which is the api's own) → the saved profile. The screen sends the
 * e-mail unchanged: it is read-only there.
 */
export function updateProfile(profile: ProfileValues): Promise<ProfileSaved> {
  return apiClient.put<ProfileSaved>('/account/profile', profile);
}

/**
 * Saves the names. The cached profile becomes the answer, and the shared auth store takes the
 * new names at once, so the shell's user menu shows them before the next token carries them.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-profile'],
    mutationFn: updateProfile,
    onSuccess: ({ message: _message, ...saved }) => {
      queryClient.setQueryData<Profile>(accountKeys.profile(), saved);
      authStore.getState().updateProfile({
        given_name: saved.firstName,
        family_name: saved.lastName,
      });
    },
  });
}
