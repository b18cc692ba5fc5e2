import { ErrorBox, errorMessage, LoadingState, useQuery } from '@platform/shared';
import { profileQuery } from '../api/get-profile';
import { accountFormMessages } from '../messages';
import { ProfileForm } from './ProfileForm';

const copy = accountFormMessages.profile;

/** Loads the merchant's profile, then edits it. */
export function ProfileEditor() {
  const profile = useQuery(profileQuery());
  if (profile.isPending) return <LoadingState label={copy.loading} />;
  if (profile.isError) {
    return (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <ProfileForm profile={profile.data} />;
}
