import type { BankAccountPayload } from '@platform/shared/validation';

import type { BankAccount } from './contract.ts';
import type { Queryable } from '../db/index.ts';
import { STORE_NOT_FOUND, notFound } from '../http/errors.ts';

const BANK_ACCOUNT_COLUMNS = `bank_account_number as "accountNumber", bank_id as "bankId",
  bank_account_type as "accountType", bank_account_rut as rut`;

export async function readBankAccount(db: Queryable, storeId: string): Promise<BankAccount> {
  const { rows } = await db.query<BankAccount>(
    `select ${BANK_ACCOUNT_COLUMNS} from stores where id = $1`,
    [storeId],
  );
  if (!rows[0]) throw notFound(STORE_NOT_FOUND);
  return rows[0];
}

/** Writes the four columns together (never a partial account); undefined without the store. */
export async function writeBankAccount(
  db: Queryable,
  storeId: string,
  account: BankAccountPayload,
): Promise<BankAccount | undefined> {
  const { rows } = await db.query<BankAccount>(
    `update stores set bank_id = $2, bank_account_type = $3, bank_account_number = $4,
       bank_account_rut = $5, updated_at = now()
     where id = $1
     returning ${BANK_ACCOUNT_COLUMNS}`,
    [storeId, account.bankId, account.accountType, account.accountNumber, account.rut],
  );
  return rows[0];
}
