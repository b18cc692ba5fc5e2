import { APP_EVENTS, emitAppEvent, type TourStep } from '../events/app-events';

/** Known tour ids (spec 1 §2.9, spec 3 §2). */
export const TOUR_IDS = {
  dashboard: 'dashboard',
  clientDetail: 'client-detail',
} as const;

/**
 * Asks the shell's tour engine to start a tour. The remote may pass the steps it defines;
 * without them the shell uses its own definition for that id. The engine records the visit.
 * `auto: true` (a tour that starts by itself when a page opens) shows it only while the user
 * has not visited it yet; a tour the user asks for ('Iniciar tour') always starts.
 */
export function requestTour(
  tourId: string,
  steps?: TourStep[],
  options: { auto?: boolean } = {},
): void {
  emitAppEvent(APP_EVENTS.startTour, {
    tourId,
    ...(steps ? { steps } : {}),
    ...(options.auto ? { auto: true } : {}),
  });
}
