import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { computeIndicatorPair, findIndicator } from '../indicators.ts';
import { previousPeriod, trend, validateRange } from '../periods.ts';

const querySchema = object({
  type: string()
    .oneOf(['current-period', 'previous-period'], 'type debe ser current-period o previous-period')
    .default('current-period'),
});

/**
 * GET /api/metrics/:code?type&startDate&endDate → {value, previousValue, trend}. The value is for
 * the range (type=current-period) or for the period before it (type=previous-period); the
 * previous value always for the period of the same length just before the one measured.
 */
export function registerGetMetricRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: { code: string } }>('/api/metrics/:code', async (request) => {
    const storeId = requireStore(request);
    const indicator = findIndicator(request.params.code);
    if (!indicator) throw notFound(`Indicador no encontrado: ${request.params.code}`);
    const query = validate(querySchema, request.query);
    const requested = validateRange(request.query as Record<string, unknown>);
    const measured = query.type === 'previous-period' ? previousPeriod(requested) : requested;
    const before = previousPeriod(measured);
    const { value, previousValue } = await computeIndicatorPair(
      db,
      indicator.code,
      storeId,
      measured,
      before,
    );
    return {
      code: indicator.code,
      format: indicator.format,
      value,
      previousValue,
      trend: trend(value, previousValue),
      period: measured,
      previousPeriod: before,
    };
  });
}
