import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { requireStore } from '../../auth/authentication.ts';
import { businessRoutes } from '../contract.ts';
import { parseStatementPeriod, readAccountStatement } from '../statements.ts';

/**
 * GET /api/business/account-statement/:variant?period=MM-yyyy → {variant, period, transactions}:
 * the caller's sales ('Cartola de Ventas') or commission ('Cartola de Comisiones') statement of
 * one month, newest first (spec 3 §3 "Account transaction", §7). A malformed period, or one after
 * the current month, is a 400 with a Spanish message.
 */
export function registerGetAccountStatementRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...businessRoutes.getAccountStatement,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { variant } = request.params;
      const month = parseStatementPeriod(request.query.period);
      const transactions = await readAccountStatement(db, storeId, variant, month);
      const [year, monthNumber] = month.split('-');
      return { variant, period: `${monthNumber}-${year}`, transactions };
    },
  });
}
