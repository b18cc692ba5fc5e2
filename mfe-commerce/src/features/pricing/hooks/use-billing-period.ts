import { useCallback } from 'react';
import { useSearchParams } from '@platform/shared';
import type { BillingPeriod } from '../pricing-math';

/** The URL's name for the toggle, so '/pricing?facturacion=anual' can be shared. */
const PARAM = 'facturacion';
const ANNUAL = 'anual';

/** The page's billing period, kept in the URL (monthly when absent). */
export function useBillingPeriod(): [BillingPeriod, (period: BillingPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period: BillingPeriod = params.get(PARAM) === ANNUAL ? 'annual' : 'monthly';
  const setPeriod = useCallback(
    (next: BillingPeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'annual') updated.set(PARAM, ANNUAL);
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
