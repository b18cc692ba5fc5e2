import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { readBankAccount } from '../bank-account-store.ts';
import { businessRoutes, type BankAccount } from '../contract.ts';

/** GET /api/store/bank/account → {accountNumber, bankId, accountType, rut} of the caller's store. */
export function registerGetBankAccountRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.getBankAccount,
    handler: async (request): Promise<BankAccount> => {
      const storeId = requireStore(request);
      return readBankAccount(db, storeId);
    },
  });
}
