import { requestTour, TOUR_IDS } from '../tours/tours';
import { APP_EVENTS, emitAppEvent, onAppEvent } from './app-events';

describe('app events', () => {
  it('delivers the detail to subscribers through window', () => {
    const handler = jest.fn();
    const off = onAppEvent(APP_EVENTS.storeSetupComplete, handler);
    emitAppEvent(APP_EVENTS.storeSetupComplete, {
      businessName: 'Café Ñuñoa',
      subdomain: 'cafe-nunoa',
    });
    expect(handler).toHaveBeenCalledWith({ businessName: 'Café Ñuñoa', subdomain: 'cafe-nunoa' });
    off();
  });

  it('is a plain window CustomEvent, so any bundle can listen', () => {
    const listener = jest.fn();
    window.addEventListener('platform:setup-guide-reload', listener);
    emitAppEvent(APP_EVENTS.setupGuideReload);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener('platform:setup-guide-reload', listener);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = onAppEvent(APP_EVENTS.authLogout, handler);
    off();
    emitAppEvent(APP_EVENTS.authLogout, { reason: 'expired' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('has distinct names', () => {
    const names = Object.values(APP_EVENTS);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('requestTour', () => {
  it('emits the start-tour event with the tour id and optional steps', () => {
    const handler = jest.fn();
    const off = onAppEvent(APP_EVENTS.startTour, handler);
    requestTour(TOUR_IDS.dashboard);
    const steps = [
      { target: '[data-tour="metrics"]', title: 'Métricas', content: 'Tus indicadores.' },
    ];
    requestTour(TOUR_IDS.clientDetail, steps);
    expect(handler).toHaveBeenNthCalledWith(1, { tourId: 'dashboard' });
    expect(handler).toHaveBeenNthCalledWith(2, { tourId: 'client-detail', steps });
    off();
  });
});
