import type { BankAccount } from './contract.ts';
import type { Queryable } from '../db/index.ts';
import { STORE_NOT_FOUND, notFound } from '../http/errors.ts';

export const BANK_ACCOUNT_COLUMNS = `bank_account_number as "accountNumber", bank_id as "bankId",
  bank_account_type as "accountType", bank_account_rut as rut`;

export async function readBankAccount(db: Queryable, storeId: string): Promise<BankAccount> {
  const { rows } = await db.query<BankAccount>(
    `select ${BANK_ACCOUNT_COLUMNS} from stores where id = $1`,
    [storeId],
  );
  if (!rows[0]) throw notFound(STORE_NOT_FOUND);
  return rows[0];
}
