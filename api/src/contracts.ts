/**
 * `@platform/api/contracts`: the TypeScript types of the api's requests and responses, inferred
 * from the same schemas the api validates and serializes with (each domain's `contract.ts`).
 * Front ends import them as types only (`import type`), so nothing here reaches a bundle.
 */
export type {
  BankAccount,
  BankAccountBody,
  BankAccountType,
  BillingInfo,
  BillingInfoBody,
  BusinessContact,
  BusinessContactBody,
} from './business/contract.ts';
