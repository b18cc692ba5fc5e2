import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { metricsRoutes } from '../contract.ts';
import { computeIndicatorPair, findIndicator } from '../indicators.ts';
import { previousPeriod, trend, validateRange } from '../periods.ts';

/**
 * GET /api/metrics/:code?type&startDate&endDate → {value, previousValue, trend}. The value is for
 * the range (type=current-period) or for the period before it (type=previous-period); the
 * previous value always for the period of the same length just before the one measured.
 */
export function registerGetMetricRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...metricsRoutes.getMetric,
    handler: async (request) => {
      const storeId = requireStore(request);
      const indicator = findIndicator(request.params.code);
      if (!indicator) throw notFound(`Indicador no encontrado: ${request.params.code}`);
      const requested = validateRange(request.query);
      const measured =
        request.query.type === 'previous-period' ? previousPeriod(requested) : requested;
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
    },
  });
}
