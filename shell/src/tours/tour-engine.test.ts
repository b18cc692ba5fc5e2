import { useTourEngine } from './tour-engine';
import { apiClient } from '@platform/shared';

const steps = [
  { target: '#a', title: 'Uno', content: 'Primero' },
  { target: '#b', title: 'Dos', content: 'Segundo' },
];

describe('tours engine (spec 1 §4.5)', () => {
  beforeEach(() => {
    useTourEngine.setState({ status: 'inactive', tourId: null, steps: [], index: 0 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts an unvisited tour by itself and walks its steps', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ dashboard: null });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState()).toMatchObject({ status: 'active', index: 0 });
    useTourEngine.getState().next();
    expect(useTourEngine.getState().index).toBe(1);
    useTourEngine.getState().next();
    expect(useTourEngine.getState().index).toBe(1);
    useTourEngine.getState().previous();
    expect(useTourEngine.getState().index).toBe(0);
  });

  it('does not start by itself a tour the user already visited', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ dashboard: '2026-11-01T10:00:00.000Z' });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState().status).toBe('inactive');
  });

  it('treats a failed read of the visits as unvisited', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    await useTourEngine.getState().start({ tourId: 'dashboard', steps, auto: true });
    expect(useTourEngine.getState().status).toBe('active');
  });

  it('starts a tour the user asks for even after a visit', async () => {
    const read = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ dashboard: '2026-11-01T10:00:00.000Z' });
    await useTourEngine.getState().start({ tourId: 'dashboard', steps });
    expect(useTourEngine.getState().status).toBe('active');
    expect(read).not.toHaveBeenCalled();
  });

  it('never starts a tour that is not enabled or unknown', async () => {
    await useTourEngine.getState().start({ tourId: 'desconocido', steps });
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
});
