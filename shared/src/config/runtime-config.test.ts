import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';
import { http, HttpResponse, server } from '../testing/http';

beforeEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, environment: undefined }));

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
    server.use(
      http.get('/config.json', () =>
        HttpResponse.json({ oidcIssuer: 'https://sso.tienda.cl/realms/platform' }),
      ),
      http.get('/missing.json', () => HttpResponse.error()),
    );
    await loadRuntimeConfig();
    expect(getRuntimeConfig().oidcIssuer).toBe('https://sso.tienda.cl/realms/platform');

    await expect(loadRuntimeConfig('/missing.json')).resolves.toMatchObject({
      oidcIssuer: 'https://sso.tienda.cl/realms/platform',
    });
  });

  it("keeps the environment only when it says 'development', and a file without it leaves it", async () => {
    setRuntimeConfig({ environment: 'development' });
    expect(getRuntimeConfig().environment).toBe('development');
    server.use(http.get('/config.json', () => HttpResponse.json({ oidcClientId: 'otro' })));
    await loadRuntimeConfig();
    expect(getRuntimeConfig().environment).toBe('development');

    setRuntimeConfig({ environment: 'production' as never });
    expect(getRuntimeConfig()).not.toHaveProperty('environment');
  });
});
