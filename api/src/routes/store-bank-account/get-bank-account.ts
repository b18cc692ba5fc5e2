import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { readBankAccount, type BankAccount } from './bank-account.ts';

/** GET /api/store/bank/account → {accountNumber, bankId, accountType, rut} of the caller's store. */
export function registerGetBankAccountRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/store/bank/account', async (request): Promise<BankAccount> => {
    const storeId = requireStore(request);
    return readBankAccount(db, storeId);
  });
}
