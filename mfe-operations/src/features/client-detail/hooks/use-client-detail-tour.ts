import { useEffect } from 'react';
import { requestTour, TOUR_IDS } from '@platform/shared';
import { CLIENT_DETAIL_TOUR_STEPS } from '../client-detail-tour';

/**
 * Asks for the client-detail tour once the client has loaded, when every step's target is on the
 * page. `auto`: the shell's engine shows it only while the merchant has neither finished nor
 * skipped it, records the visit, and ignores a repeated request (another client, StrictMode).
 */
export function useClientDetailTour(ready: boolean): void {
  useEffect(() => {
    if (ready) requestTour(TOUR_IDS.clientDetail, CLIENT_DETAIL_TOUR_STEPS, { auto: true });
  }, [ready]);
}
