import { useLoad } from '../../../lib/use-load';
import { getIndicators } from '../api/get-indicators';

/** The store's indicators, one card each. */
export function useIndicators() {
  return useLoad(getIndicators, 'indicators', 'indicadores');
}
