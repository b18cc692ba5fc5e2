import { APP_EVENTS, emitAppEvent, type TourStep } from '../events/app-events';

/** Known tour ids (spec 1 §2.9, spec 3 §2). */
export const TOUR_IDS = {
  dashboard: 'dashboard',
  clientDetail: 'client-detail',
} as const;

/**
 * Asks the shell's tour engine to start a tour. The remote may pass the steps it defines;
 * without them the shell uses its own definition for that id. The engine records the visit.
 */
export function requestTour(tourId: string, steps?: TourStep[]): void {
  emitAppEvent(APP_EVENTS.startTour, steps ? { tourId, steps } : { tourId });
}
