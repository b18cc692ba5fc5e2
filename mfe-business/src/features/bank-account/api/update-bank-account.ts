import { apiClient } from '@platform/shared';
import type { BankAccountPayload } from '@platform/shared/validation';
import type { BankAccount } from './get-bank-account';

/**
 * `PUT /store/bank/account` with the four fields (validated by the api with the same schema as
 * the form) → the saved account. A 400 carries `fields` (field → message).
 */
export function updateBankAccount(account: BankAccountPayload): Promise<BankAccount> {
  return apiClient.put<BankAccount>('/store/bank/account', account);
}
