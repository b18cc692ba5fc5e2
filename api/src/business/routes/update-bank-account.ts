import { bankAccountSchema, type BankAccountPayload } from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { BANK_ACCOUNT_COLUMNS } from '../bank-account-store.ts';
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
      const { rows } = await db.query<BankAccount>(
        `update stores set bank_id = $2, bank_account_type = $3, bank_account_number = $4,
         bank_account_rut = $5, updated_at = now()
       where id = $1
       returning ${BANK_ACCOUNT_COLUMNS}`,
        [storeId, account.bankId, account.accountType, account.accountNumber, account.rut],
      );
      if (!rows[0]) throw notFound(STORE_NOT_FOUND);
      return rows[0];
    },
  });
}
