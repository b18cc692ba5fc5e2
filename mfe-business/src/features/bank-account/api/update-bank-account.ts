import { apiClient, useMutation, useQueryClient } from '@platform/shared';
import type { BankAccountPayload } from '@platform/shared/validation';
import { bankAccountKeys, type BankAccount } from './get-bank-account';

/**
 * `PUT /store/bank/account` with the four fields (validated by the api with the same schema as
 * the form) → the saved account. A 400 carries `fields` (field → message).
 */
export function updateBankAccount(account: BankAccountPayload): Promise<BankAccount> {
  return apiClient.put<BankAccount>('/store/bank/account', account);
}

/** Saves the account; the cached one becomes the answer, so every reader sees it at once. */
export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-bank-account'],
    mutationFn: updateBankAccount,
    onSuccess: (saved) => queryClient.setQueryData(bankAccountKeys.all, saved),
  });
}
