import { APP_EVENTS, onAppEvent } from '@platform/shared/core';

let stopListening: (() => void) | null = null;

/**
 * Hands every tour request of a remote (`requestTour`) to the tours engine. Registered once at
 * shell start, before any page renders: a page asks for its tour as soon as it mounts, possibly
 * before the lazy overlay's code has arrived, and that request must not be lost. The engine
 * itself is loaded on the first request only.
 */
export function listenForTourRequests(): () => void {
  stopListening ??= onAppEvent(APP_EVENTS.startTour, (request) => {
    void import('./tour-engine').then(({ useTourEngine }) =>
      useTourEngine.getState().start(request),
    );
  });
  return () => {
    stopListening?.();
    stopListening = null;
  };
}
