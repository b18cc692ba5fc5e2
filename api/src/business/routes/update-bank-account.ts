import { bankAccountSchema, type BankAccountPayload } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { writeBankAccount } from '../bank-account-store.ts';
import { businessRoutes, type BankAccount } from '../contract.ts';

/**
 * PUT /api/store/bank/account {accountNumber, bankId, accountType, rut} → the saved account. The
 * body is validated with the bank account page's own schema (spec 2 §5); the four columns are
 * written together, which completes the setup guide's 'bank_account' task.
 */
export function registerUpdateBankAccountRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.updateBankAccount,
    handler: async (request): Promise<BankAccount> => {
      const storeId = requireStore(request);
      const account = validate(bankAccountSchema, request.body) as BankAccountPayload;
      const saved = await writeBankAccount(db, storeId, account);
      if (!saved) throw notFound(STORE_NOT_FOUND);
      return saved;
    },
  });
}
