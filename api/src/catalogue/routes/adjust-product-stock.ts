import { PRODUCT } from '@platform/shared/constants';
import {
  CATALOGUE_MESSAGES,
  stockAdjustmentSchema,
  type StockAdjustmentValues,
} from '@platform/shared/validation';

import type { AppContext } from '../../app-context.ts';
import { requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { catalogueRoutes } from '../contract.ts';
import { adjustStock, productState } from '../product-queries.ts';

/**
 * PUT /api/products/:id/adjust-stock {type: set|add|subtract, value} → 200 {id, previousStock,
 * stock, minStock}. One SQL statement computes the new stock from the row's latest value, so
 * adjustments sent at the same time all apply and a subtraction stops at 0 (spec 2 §4). 409 for
 * an archived product; 400 when an addition would pass the stock limit.
 */
export function registerAdjustProductStockRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...catalogueRoutes.adjustProductStock,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { id } = request.params;
      const { type, value } = validate(
        stockAdjustmentSchema,
        request.body,
      ) as StockAdjustmentValues;
      const adjusted = await adjustStock(db, storeId, id, type, value, PRODUCT.stockMax);
      if (adjusted) return adjusted;
      const state = await productState(db, storeId, id);
      if (!state) throw notFound(CATALOGUE_MESSAGES.productNotFound);
      if (state.archived) throw new HttpError(409, CATALOGUE_MESSAGES.productArchivedStock);
      throw badRequest(CATALOGUE_MESSAGES.stockOverMax, {
        fields: { value: CATALOGUE_MESSAGES.stockOverMax },
      });
    },
  });
}
