import type { Queryable } from '../db/index.ts';
import { badRequest } from '../http/errors.ts';
import type { AccountTransaction, StatementVariant } from './contract.ts';

/** The Spanish answers of the statement route. */
export const STATEMENT_MESSAGES = {
  period: 'El período debe tener el formato MM-AAAA, por ejemplo 03-2026',
  future: 'El período no puede ser posterior al mes actual',
} as const;

const PERIOD = /^(0[1-9]|1[0-2])-(\d{4})$/;
const FIRST_YEAR = 2000;
const TIME_ZONE = 'America/Santiago';

/** The current month in Santiago, as [year, month 1-12]. */
export function currentMonth(now: Date = new Date()): [number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month')];
}

/**
 * A statement's month from 'MM-yyyy' (spec 3 §7), as 'YYYY-MM'. A text of another shape, a year
 * before 2000, or a month after the current one (in Santiago) is a 400 with a Spanish message:
 * no statement has movements there, and the screen never asks for one.
 */
export function parseStatementPeriod(period: string, now: Date = new Date()): string {
  const match = PERIOD.exec(period.trim());
  const field = (message: string) => badRequest(message, { fields: { period: message } });
  if (!match) throw field(STATEMENT_MESSAGES.period);
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (year < FIRST_YEAR) throw field(STATEMENT_MESSAGES.period);
  const [currentYear, current] = currentMonth(now);
  if (year * 12 + month > currentYear * 12 + current) throw field(STATEMENT_MESSAGES.future);
  return `${year}-${String(month).padStart(2, '0')}`;
}

interface TransactionRow {
  uuid: string;
  date: Date | string;
  description: string;
  movement_type: AccountTransaction['movement_type'];
  amount: string | number;
  balance_after: string | number;
  category: AccountTransaction['category'];
  reference: string | null;
}

/**
 * The store's transactions of one statement in one month of Santiago's calendar ('YYYY-MM'),
 * newest first (the order the screen shows them in; ties keep the order they were recorded in).
 */
export async function readAccountStatement(
  db: Queryable,
  storeId: string,
  variant: StatementVariant,
  month: string,
): Promise<AccountTransaction[]> {
  const { rows } = await db.query<TransactionRow>(
    `select t.id::text as uuid, t.occurred_at as date, t.description, t.movement_type, t.amount,
       t.balance_after, t.category, t.reference
     from account_transactions t
     where t.store_id = $1 and t.statement = $2
       and t.occurred_at >= ($3::date)::timestamp at time zone '${TIME_ZONE}'
       and t.occurred_at < (($3::date) + interval '1 month')::timestamp at time zone '${TIME_ZONE}'
     order by t.occurred_at desc, t.created_at desc, t.id desc`,
    [storeId, variant, `${month}-01`],
  );
  return rows.map((row) => ({
    ...row,
    date: new Date(row.date).toISOString(),
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
  }));
}
