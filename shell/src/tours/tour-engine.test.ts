import { waitFor } from '@testing-library/react';
import type { VisitedTours } from '@platform/api/contracts';
import { answer, HttpResponse } from '@platform/shared/testing';
import { useTourEngine } from './tour-engine';

const steps = [
  { target: '#a', title: 'Uno', content: 'Primero' },
  { target: '#b', title: 'Dos', content: 'Segundo' },
];
const VISITED: VisitedTours = { dashboard: '2026-11-01T10:00:00.000Z', 'client-detail': null };
const UNVISITED: VisitedTours = { dashboard: null, 'client-detail': null };

/** A promise the test settles when it wants (an api answer still on its way). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Answers `GET /store/tours` only when the test settles the returned answer. */
function visitsLater() {
  const later = deferred<VisitedTours>();
  const read = answer('get', '/store/tours', () => later.promise.then((v) => HttpResponse.json(v)));
  return { ...read, resolve: later.resolve };
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
    answer('get', '/store/tours', UNVISITED);
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
    const read = answer('get', '/store/tours', VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(read.requests).toHaveLength(1);
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it('treats a failed read of the visits as unvisited', async () => {
    answer('get', '/store/tours', () => HttpResponse.error());
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState().status).toBe('active');
  });

  it('starts a tour the user asks for even after a visit', async () => {
    const read = answer('get', '/store/tours', VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    expect(useTourEngine.getState().status).toBe('active');
    expect(read.requests).toHaveLength(0);
  });

  it('never starts a tour that is not enabled or unknown', async () => {
    await useTourEngine.getState().start({ tourId: 'desconocido', steps });
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it('ignores a second request while a tour is active', async () => {
    answer('get', '/store/tours', UNVISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    useTourEngine.getState().next();

    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });

    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 1 });
  });

  it('reads the visits once for two auto requests at the same time (StrictMode effects)', async () => {
    const read = visitsLater();
    const first = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    const second = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    read.resolve(UNVISITED);
    await Promise.all([first, second]);

    expect(read.requests).toHaveLength(1);
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 0 });
  });

  it('does not restart a tour the merchant opened by hand while the visits were read', async () => {
    const read = visitsLater();
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().next();
    read.resolve(UNVISITED);
    await auto;
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 1 });

    // Nor one they finished meanwhile.
    const mark = answer('put', '/store/tours/dashboard/mark-as-visited', VISITED);
    const later = visitsLater();
    useTourEngine.getState().finish();
    const again = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().skip();
    later.resolve(UNVISITED);
    await again;
    expect(useTourEngine.getState().status).toBe('skipped');
    await waitFor(() => expect(mark.requests).toHaveLength(2));
  });

  it('reads the visits only after the visit just recorded has been saved', async () => {
    const saved = deferred<VisitedTours>();
    const mark = answer('put', '/store/tours/dashboard/mark-as-visited', () =>
      saved.promise.then((visits) => HttpResponse.json(visits)),
    );
    const read = answer('get', '/store/tours', VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().finish();

    // The merchant comes back to the page before the api has answered the visit.
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    await waitFor(() => expect(mark.requests).toHaveLength(1));
    expect(read.requests).toHaveLength(0);
    saved.resolve(VISITED);
    await auto;

    expect(mark.requests).toHaveLength(1);
    expect(read.requests).toHaveLength(1);
    expect(useTourEngine.getState().status).toBe('completed');
  });

  it('does not start an auto tour once the merchant has left its page', async () => {
    const read = visitsLater();
    window.history.pushState(null, '', '/dashboard');
    const auto = useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    window.history.pushState(null, '', '/products');
    read.resolve(UNVISITED);
    await auto;
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it.each(['finish', 'skip'] as const)('marks the tour visited on %s', async (action) => {
    const mark = answer('put', '/store/tours/dashboard/mark-as-visited', VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState()[action]();
    expect(useTourEngine.getState().status).toBe(action === 'finish' ? 'completed' : 'skipped');
    await waitFor(() => expect(mark.requests).toHaveLength(1));
    expect(mark.requests[0]?.body).toMatchObject({ tourId: 'dashboard' });
  });

  it('closes a tour without marking it visited', async () => {
    const mark = answer('put', '/store/tours/dashboard/mark-as-visited', VISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    useTourEngine.getState().close();
    expect(useTourEngine.getState()).toMatchObject({ status: 'inactive', tourId: null });

    // An auto request reads the visits only once a visit being recorded is answered: by then a
    // visit the close had sent would have arrived. Unvisited, the tour is offered again.
    answer('get', '/store/tours', UNVISITED);
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(mark.requests).toHaveLength(0);
    expect(useTourEngine.getState().status).toBe('active');
  });
});
