import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { chartSeries, defaultGranularity } from '../charts.ts';
import { CHART_IDS, metricsRoutes, type ChartId } from '../contract.ts';
import { validateRange } from '../periods.ts';

const isChartId = (id: string): id is ChartId => (CHART_IDS as readonly string[]).includes(id);

/**
 * GET /api/metrics/charts/:id?startDate&endDate[&granularity] → {id, granularity, startDate,
 * endDate, data: [{date, value}]}: the 'Evolución' series (revenue | subscriptions | clients), one
 * point per day, week (from Monday) or month; by default day up to 62 days, week up to 183, then month.
 */
export function registerGetChartRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...metricsRoutes.getChart,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      if (!isChartId(id)) throw notFound(`Gráfico no encontrado: ${id}`);
      const range = validateRange(request.query);
      const granularity = request.query.granularity ?? defaultGranularity(range);
      return {
        id,
        granularity,
        startDate: range.startDate,
        endDate: range.endDate,
        data: await chartSeries(db, id, storeId, range, granularity),
      };
    },
  });
}
