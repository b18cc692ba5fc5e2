import type { AccountStatement, StatementVariant } from '@platform/api/contracts';
import { apiClient, queryOptions } from '@platform/shared';

export type { AccountStatement, StatementVariant };

/** The statements' cache keys: the api resource, then the statement and its month. */
export const accountStatementKeys = {
  all: ['business', 'account-statement'] as const,
  month: (variant: StatementVariant, month: string) =>
    [...accountStatementKeys.all, variant, month] as const,
};

/** The call's period: 'YYYY-MM' → 'MM-yyyy' (spec 3 §7). */
export function statementPeriod(month: string): string {
  const [year, number] = month.split('-');
  return `${number}-${year}`;
}

/**
 * `GET /business/account-statement/{variant}?period=MM-yyyy` → the month's transactions
 * (spec 3 §7). `month` is 'YYYY-MM'.
 */
export function getAccountStatement(
  variant: StatementVariant,
  month: string,
  signal?: AbortSignal,
): Promise<AccountStatement> {
  return apiClient.get<AccountStatement>(
    `/business/account-statement/${encodeURIComponent(variant)}`,
    { params: { period: statementPeriod(month) }, signal },
  );
}

/** One month of a statement, for `useQuery(accountStatementQuery(variant, month))`. */
export const accountStatementQuery = (variant: StatementVariant, month: string) =>
  queryOptions({
    queryKey: accountStatementKeys.month(variant, month),
    queryFn: ({ signal }) => getAccountStatement(variant, month, signal),
  });
