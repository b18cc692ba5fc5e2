import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import {
  CHART_IDS,
  GRANULARITIES,
  chartSeries,
  defaultGranularity,
  type ChartId,
  type Granularity,
} from '../charts.ts';
import { validateRange } from '../periods.ts';

const querySchema = object({
  granularity: mixed<Granularity>().oneOf(
    [...GRANULARITIES],
    'granularity debe ser day, week o month',
  ),
});

const isChartId = (id: string): id is ChartId => (CHART_IDS as readonly string[]).includes(id);

/**
 * GET /api/metrics/charts/:id?startDate&endDate[&granularity] → {id, granularity, startDate,
 * endDate, data: [{date, value}]}: the 'Evolución' series (revenue | subscriptions | clients), one
 * point per day, week (from Monday) or month; by default day up to 62 days, week up to 183, then month.
 */
export function registerGetChartRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: { id: string } }>('/api/metrics/charts/:id', async (request) => {
    const storeId = requireStore(request);
    const { id } = request.params;
    if (!isChartId(id)) throw notFound(`Gráfico no encontrado: ${id}`);
    const range = validateRange(request.query as Record<string, unknown>);
    const query = validate(querySchema, request.query);
    const granularity = query.granularity ?? defaultGranularity(range);
    return {
      id,
      granularity,
      startDate: range.startDate,
      endDate: range.endDate,
      data: await chartSeries(db, id, storeId, range, granularity),
    };
  });
}
