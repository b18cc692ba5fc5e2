import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

beforeEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('runtime config', () => {
  it('defaults to the local api and identity provider', () => {
    expect(getRuntimeConfig()).toEqual({
      apiBaseUrl: 'http://localhost:4000/api',
      oidcIssuer: 'http://localhost:4000/oidc',
      oidcClientId: 'platform-web',
    });
  });

  it('merges given values, trims trailing slashes and ignores empty ones', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.tienda.cl/api/', oidcClientId: '' });
    expect(getRuntimeConfig()).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://api.tienda.cl/api',
    });
  });

  it('loads a config file, and keeps the values when it cannot', async () => {
    global.fetch = jest.fn().mockResolvedValueOnce({
      ok: true,
      json: async () => ({ oidcIssuer: 'https://sso.tienda.cl/realms/platform' }),
    }) as unknown as typeof fetch;
    await loadRuntimeConfig();
    expect(getRuntimeConfig().oidcIssuer).toBe('https://sso.tienda.cl/realms/platform');

    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('offline')) as unknown as typeof fetch;
    await expect(loadRuntimeConfig('/missing.json')).resolves.toMatchObject({
      oidcIssuer: 'https://sso.tienda.cl/realms/platform',
    });
  });
});
