import { apiClient } from '@platform/shared';
import type { BankAccountType } from '@platform/shared/constants';

/** Spec 2 §3 "Bank account": every field is null until the merchant saves one. */
export interface BankAccount {
  accountNumber: string | null;
  bankId: string | null;
  accountType: BankAccountType | null;
  rut: string | null;
}

/** `GET /store/bank/account` → the store's payout account. */
export function getBankAccount(): Promise<BankAccount> {
  return apiClient.get<BankAccount>('/store/bank/account');
}
