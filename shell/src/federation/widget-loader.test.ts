import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerWidgetLoader, widgetLoader } from '@platform/shared/core';
import { noteLoadedRelease } from './loaded-releases';
import { remoteVersion, resetRemote } from './registry';
import { reloadPage } from './stale-release';
import { registerRemoteWidgets } from './widget-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./registry', () => ({ remoteVersion: jest.fn(), resetRemote: jest.fn() }));
jest.mock('./stale-release', () => ({ reloadPage: jest.fn() }));

const SavedCards = () => null;

describe('the widget loader the shell registers', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(resetRemote).mockReset();
    jest.mocked(reloadPage).mockReset();
    jest.mocked(remoteVersion).mockReturnValue('v1');
    registerRemoteWidgets();
  });
  afterEach(() => registerWidgetLoader(null));

  const load = (options = { reload: false }) =>
    widgetLoader()!('mfe_commerce', './SavedCards', options);

  it('loads the exposed module through the shell’s federation runtime', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: SavedCards });
    await expect(load()).resolves.toEqual({ default: SavedCards });
    expect(loadRemote).toHaveBeenCalledWith('mfe_commerce/SavedCards');
  });

  it('rejects when the runtime fails or hands back the retry plugin’s fallback', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline'));
    await expect(load()).rejects.toThrow('No se pudo cargar mfe_commerce/SavedCards');
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: SavedCards, remoteUnavailable: true });
    await expect(load()).rejects.toThrow('No se pudo cargar mfe_commerce/SavedCards');
  });

  it('forgets the remote’s cached entry before loading again on "Reintentar"', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: SavedCards });
    await load({ reload: false });
    expect(resetRemote).not.toHaveBeenCalled();
    await load({ reload: true });
    expect(resetRemote).toHaveBeenCalledWith('mfe_commerce');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads no widget beside another release of its remote: the page starts again with the live one', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: SavedCards });
    // This tab opened a page of the commerce remote's v1; the registry now says v2.
    noteLoadedRelease('mfe_commerce', 'v1');
    jest.mocked(remoteVersion).mockReturnValue('v2');
    let settled = false;
    void load().finally(() => (settled = true));
    await Promise.resolve();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
    // The widget stays in its loading state until the page goes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
  });

  it('notes the release a widget ran, so that another one reloads the page', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: SavedCards });
    const loadOperations = () =>
      widgetLoader()!('mfe_operations', './ShippingSummary', { reload: false });
    jest.mocked(remoteVersion).mockReturnValue('v3');
    await loadOperations();
    expect(reloadPage).not.toHaveBeenCalled();
    jest.mocked(remoteVersion).mockReturnValue('v4');
    void loadOperations();
    await Promise.resolve();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
