/** The cache keys of the account screen's data; the first part is the api resource. */
export const accountKeys = {
  all: ['account'] as const,
  /** `GET /account/profile`: the signed-in merchant's names and e-mail. */
  profile: () => [...accountKeys.all, 'profile'] as const,
};
