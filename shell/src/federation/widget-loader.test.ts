import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerWidgetLoader, widgetLoader } from '@platform/shared/core';
import { resetRemote } from './registry';
import { registerRemoteWidgets } from './widget-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./registry', () => ({ resetRemote: jest.fn() }));

const SavedCards = () => null;

describe('the widget loader the shell registers', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(resetRemote).mockReset();
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
});
