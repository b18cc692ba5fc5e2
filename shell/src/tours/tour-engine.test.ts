import { useTourEngine } from './tour-engine';
import { apiClient } from '@platform/shared';

const steps = [
  { target: '#a', title: 'Uno', content: 'Primero' },
  { target: '#b', title: 'Dos', content: 'Segundo' },
];
const VISITED = { dashboard: '2026-11-01T10:00:00.000Z', 'client-detail': null };
const UNVISITED = { dashboard: null, 'client-detail': null };

/** A promise the test settles when it wants (an api answer still on its way). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('tours engine (spec 1 §4.5)', () => {
  beforeEach(() => {
    useTourEngine.setState({ status: 'inactive', tourId: null, steps: [], index: 0, path: null });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('starts an unvisited tour by itself and walks its steps', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(UNVISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 0, path: '/' });
    useTourEngine.getState().next();
    expect(useTourEngine.getState().index).toBe(1);
    useTourEngine.getState().next();
    expect(useTourEngine.getState().index).toBe(1);
    useTourEngine.getState().previous();
    expect(useTourEngine.getState().index).toBe(0);
  });

  it('does not start by itself a tour the user already visited', async () => {
    const read = jest.spyOn(apiClient, 'get').mockResolvedValue(VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(read).toHaveBeenCalledWith('/store/tours');
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it('treats a failed read of the visits as unvisited', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState().status).toBe('active');
  });

  it('starts a tour the user asks for even after a visit', async () => {
    const read = jest.spyOn(apiClient, 'get').mockResolvedValue(VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    expect(useTourEngine.getState().status).toBe('active');
    expect(read).not.toHaveBeenCalled();
  });

  it('never starts a tour that is not enabled or unknown', async () => {
    await useTourEngine.getState().start({ tourId: 'desconocido', steps });
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it('ignores a second request while a tour is active', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(UNVISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    useTourEngine.getState().next();

    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });

    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 1 });
  });

  it('reads the visits once for two auto requests at the same time (StrictMode effects)', async () => {
    const answer = deferred<typeof UNVISITED>();
    const read = jest.spyOn(apiClient, 'get').mockReturnValue(answer.promise);
    const first = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    const second = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    answer.resolve(UNVISITED);
    await Promise.all([first, second]);

    expect(read).toHaveBeenCalledTimes(1);
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 0 });
  });

  it('does not restart a tour the merchant opened by hand while the visits were read', async () => {
    const answer = deferred<typeof UNVISITED>();
    jest.spyOn(apiClient, 'get').mockReturnValue(answer.promise);
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().next();
    answer.resolve(UNVISITED);
    await auto;
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 1 });

    // Nor one they finished meanwhile.
    jest.spyOn(apiClient, 'put').mockResolvedValue(VISITED);
    const later = deferred<typeof UNVISITED>();
    jest.spyOn(apiClient, 'get').mockReturnValue(later.promise);
    useTourEngine.getState().finish();
    const again = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().skip();
    later.resolve(UNVISITED);
    await again;
    expect(useTourEngine.getState().status).toBe('skipped');
  });

  it('reads the visits only after the visit just recorded has been saved', async () => {
    const saved = deferred<typeof VISITED>();
    const mark = jest.spyOn(apiClient, 'put').mockReturnValue(saved.promise);
    const read = jest.spyOn(apiClient, 'get').mockResolvedValue(VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().finish();

    // The merchant comes back to the page before the api has answered the visit.
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await new Promise((settle) => setTimeout(settle, 0));
    expect(read).not.toHaveBeenCalled();
    saved.resolve(VISITED);
    await auto;

    expect(mark).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    expect(useTourEngine.getState().status).toBe('completed');
  });

  it('does not start an auto tour once the merchant has left its page', async () => {
    const answer = deferred<typeof UNVISITED>();
    jest.spyOn(apiClient, 'get').mockReturnValue(answer.promise);
    window.history.pushState(null, '', '/dashboard');
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    window.history.pushState(null, '', '/products');
    answer.resolve(UNVISITED);
    await auto;
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it.each(['finish', 'skip'] as const)('marks the tour visited on %s', async (action) => {
    const mark = jest.spyOn(apiClient, 'put').mockResolvedValue({ dashboard: 'now' });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState()[action]();
    expect(mark).toHaveBeenCalledWith(
      '/store/tours/dashboard/mark-as-visited',
      expect.objectContaining({ tourId: 'dashboard' }),
    );
    expect(useTourEngine.getState().status).toBe(action === 'finish' ? 'completed' : 'skipped');
  });

  it('closes a tour without marking it visited', async () => {
    const mark = jest.spyOn(apiClient, 'put');
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().close();
    expect(useTourEngine.getState()).toMatchObject({ status: 'inactive', tourId: null });
    expect(mark).not.toHaveBeenCalled();
  });
});
