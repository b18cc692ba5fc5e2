import type { Profile } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';
import { accountKeys } from './account-keys';

export type { Profile };

/** `GET /account/profile` → `{firstName, lastName, email, pendingEmail}` of the caller. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>('/account/profile', { signal });
}

/** The signed-in merchant's profile, for `useQuery(profileQuery())`. */
export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });
