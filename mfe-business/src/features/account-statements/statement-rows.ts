import type { AccountTransaction } from '@platform/api/contracts';
import { toIsoDate } from '@platform/shared';
import type { MovementFilter } from '../../urls';

/** The day of the month a movement happened on, in Santiago. */
export function transactionDay(transaction: Pick<AccountTransaction, 'date'>): number {
  return Number(toIsoDate(transaction.date).slice(8, 10));
}

/** Newest first (spec 3 §7: sorted in the client); movements of the same instant keep their order. */
export function newestFirst(transactions: readonly AccountTransaction[]): AccountTransaction[] {
  return transactions
    .map((transaction, index) => ({ transaction, index, at: Date.parse(transaction.date) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ transaction }) => transaction);
}

/** The days of the month that have at least one movement (the day filter offers only these). */
export function daysWithData(transactions: readonly AccountTransaction[]): Set<number> {
  return new Set(transactions.map(transactionDay));
}

const MOVEMENT_OF: Record<Exclude<MovementFilter, 'all'>, AccountTransaction['movement_type']> = {
  income: 'credit',
  expense: 'debit',
};

/** The movements of one day (or all) of one type (or all): income = credit, expense = debit. */
export function filterTransactions(
  transactions: readonly AccountTransaction[],
  { day, type }: { day: number | null; type: MovementFilter },
): AccountTransaction[] {
  return transactions.filter(
    (transaction) =>
      (day === null || transactionDay(transaction) === day) &&
      (type === 'all' || transaction.movement_type === MOVEMENT_OF[type]),
  );
}

export interface StatementTotals {
  /** The sum of the credits shown. */
  credits: number;
  /** The sum of the debits shown. */
  debits: number;
  /** balance_after of the newest movement shown (spec 3 §9), null without any. */
  balance: number | null;
  /** When that movement happened. */
  balanceAt: string | null;
}

/** The totals of the movements shown, which come newest first. */
export function statementTotals(shown: readonly AccountTransaction[]): StatementTotals {
  let credits = 0;
  let debits = 0;
  for (const transaction of shown) {
    if (transaction.movement_type === 'credit') credits += transaction.amount;
    else debits += transaction.amount;
  }
  const newest = shown[0];
  return {
    credits,
    debits,
    balance: newest ? newest.balance_after : null,
    balanceAt: newest ? newest.date : null,
  };
}
