import type { BankAccount } from '@platform/api/contracts';
import { apiClient } from '@platform/shared';

/** Spec 2 §3 "Bank account": every field is null until the merchant saves one. */
export type { BankAccount };

/** `GET /store/bank/account` → the store's payout account. */
export function getBankAccount(): Promise<BankAccount> {
  return apiClient.get<BankAccount>('/store/bank/account');
}
