import type { Profile } from '@platform/api/contracts';

/** Test data: the profile of a merchant as the api answers it. */
export const savedProfile: Profile = {
  firstName: 'Camila',
  lastName: 'Rojas',
  email: 'camila@huertaverde.cl',
  pendingEmail: null,
};
