import { useEffect } from 'react';
import { requestTour, TOUR_IDS } from '@platform/shared';
import { DASHBOARD_TOUR_STEPS } from '../dashboard-tour';

/**
 * Asks for the dashboard tour once the page has mounted: every step's `data-tour` block is in
 * the first render (skeletons hold their place while data loads). `auto`: the shell's engine
 * shows it only while the merchant has not finished or skipped it yet, and ignores a repeated
 * request (StrictMode's second effect) or one while the tour runs.
 */
export function useFirstVisitTour(): void {
  useEffect(() => {
    requestTour(TOUR_IDS.dashboard, DASHBOARD_TOUR_STEPS, { auto: true });
  }, []);
}
