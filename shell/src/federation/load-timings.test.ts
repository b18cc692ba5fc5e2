import {
  getRemoteSessions,
  loadFinished,
  loadStarted,
  loadTimingsPlugin,
  resetRemoteSessions,
  subscribeRemoteSessions,
} from './load-timings';

const AT = new Date('2026-12-07T20:30:00.000Z');
const LATER = new Date('2026-12-07T20:30:01.000Z');
const V1 = 'http://localhost:3003/releases/v1/mf-manifest.json';
const V2 = 'http://localhost:3003/releases/v2/mf-manifest.json';

describe('load timings', () => {
  beforeEach(() => resetRemoteSessions());

  it("times a remote from its first module's request to that module being ready", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeRemoteSessions(listener);
    loadStarted('mfe_catalogue', 100, AT);
    loadStarted('mfe_catalogue', 150, LATER); // a second module while the entry loads
    loadFinished('mfe_catalogue', { entry: V1 }, 412.4, LATER);
    expect(getRemoteSessions()).toEqual({
      mfe_catalogue: { load: { entry: V1, startedAt: AT.toISOString(), ms: 312 } },
    });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps the first load of a release: another page of the same entry is not the remote's load", () => {
    loadStarted('mfe_catalogue', 100, AT);
    loadFinished('mfe_catalogue', { entry: V1 }, 400);
    loadStarted('mfe_catalogue', 1000, LATER);
    loadFinished('mfe_catalogue', { entry: V1 }, 1005);
    expect(getRemoteSessions().mfe_catalogue?.load?.ms).toBe(300);

    // A new release registered in its place loads again.
    loadStarted('mfe_catalogue', 2000, LATER);
    loadFinished('mfe_catalogue', { entry: V2 }, 2250);
    expect(getRemoteSessions().mfe_catalogue?.load).toMatchObject({ entry: V2, ms: 250 });
  });

  it('keeps the last error with its time, beside the last load', () => {
    loadStarted('mfe_orders', 0, AT);
    loadFinished(
      'mfe_orders',
      { entry: V1, error: new Error('HTTP 503 al leer el manifiesto') },
      10,
      AT,
    );
    loadStarted('mfe_orders', 20, LATER);
    loadFinished('mfe_orders', { entry: V1 }, 120, LATER);
    expect(getRemoteSessions().mfe_orders).toEqual({
      lastError: { message: 'HTTP 503 al leer el manifiesto', at: AT.toISOString() },
      load: { entry: V1, startedAt: LATER.toISOString(), ms: 100 },
    });
  });

  it('is fed by the runtime hooks of the shell', async () => {
    const plugin = loadTimingsPlugin();
    const args = { id: 'mfe_catalogue/ProductsPage', options: {}, origin: {} } as never;
    expect(await plugin.beforeRequest!(args)).toBe(args);
    await plugin.afterLoadRemote!({
      id: 'mfe_catalogue/ProductsPage',
      remote: { name: 'mfe_catalogue', entry: V1 },
      origin: {},
    } as never);
    await plugin.afterLoadRemote!({
      id: 'mfe_business/ContactPage',
      error: new Error('offline'),
      recovered: true,
      origin: {},
    } as never);
    expect(getRemoteSessions().mfe_catalogue?.load?.entry).toBe(V1);
    expect(getRemoteSessions().mfe_business?.lastError?.message).toBe('offline');
  });
});
