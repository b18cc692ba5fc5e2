import type { BankAccount } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

/** Spec 2 §3 "Bank account": every field is null until the merchant saves one. */
export type { BankAccount };

/** The cache keys of the store's bank account; a change invalidates `bankAccountKeys.all`. */
export const bankAccountKeys = {
  all: ['store', 'bank-account'] as const,
};

/** `GET /store/bank/account` → the store's payout account. */
export function getBankAccount(signal?: AbortSignal): Promise<BankAccount> {
  return apiClient.get<BankAccount>('/store/bank/account', { signal });
}

/** The store's bank account, for `useQuery(bankAccountQuery())`. */
export const bankAccountQuery = () =>
  queryOptions({
    queryKey: bankAccountKeys.all,
    queryFn: ({ signal }) => getBankAccount(signal),
  });
