/**
 * @jest-environment node
 */
import { createQueryClient } from '@platform/shared';
import { systemStatusQuery } from './get-system-status';

// The static hosting renders /status in Node with the page's own query (docs/prerendering.md).
// The spec's 1.5 s delay is the page's in the browser (StatusPage.test.tsx); a render waits 0.8 s
// at most, so with the delay the first visitor after a deploy got the loading state.
describe('systemStatusQuery on the server', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks the api at once, without the browser’s delay', async () => {
    expect(typeof window).toBe('undefined');
    jest.useFakeTimers();
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ status: 'operational', components: [], incidents: [] }));
    const client = createQueryClient();

    const status = client.fetchQuery(systemStatusQuery());

    // No timer has run: the request went out straight away.
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/\/system\/status$/);
    await expect(status).resolves.toMatchObject({ status: 'operational' });
    client.clear();
  });
});
