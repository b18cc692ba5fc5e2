import { authStore } from '../auth/auth-store';
import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';
import { createTestToken } from '../testing';
import { apiClient, invalidateApiCache } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';

interface FakeResponse {
  status: number;
  headers: { get: (name: string) => string | null };
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
}

function respond(status: number, body?: unknown, contentType = 'application/json'): FakeResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
    blob: async () => new Blob([text], { type: contentType }),
  };
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const BASE = DEFAULT_RUNTIME_CONFIG.apiBaseUrl;

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  authStore.getState().clearSession();
  invalidateApiCache();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('apiClient requests', () => {
  it('prefixes the api base from the runtime config and skips undefined params', async () => {
    fetchMock.mockResolvedValue(respond(200, { products: [] }));
    const data = await apiClient.get('/products', {
      params: { page: 2, search: undefined, category: null, stockStatus: 'low-stock' },
    });
    expect(data).toEqual({ products: [] });
    expect(lastCall().url).toBe(`${BASE}/products?page=2&stockStatus=low-stock`);
    expect(lastCall().init.method).toBe('GET');
  });

  it('follows a runtime config change', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.cl/api/' });
    fetchMock.mockResolvedValue(respond(200, {}));
    await apiClient.get('setup/tasks');
    expect(lastCall().url).toBe('https://api.example.cl/api/setup/tasks');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(respond(200, {}));
    await apiClient.get('/auth/login');
    expect(lastCall().headers.Authorization).toBeUndefined();
  });

  it('adds the bearer token of the signed-in user', async () => {
    const token = createTestToken({ sub: 'u1', realm_access: { roles: ['merchant'] } });
    authStore.getState().setSession({ accessToken: token });
    fetchMock.mockResolvedValue(respond(200, {}));
    await apiClient.get('/auth/login');
    expect(lastCall().headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('sends objects as JSON', async () => {
    fetchMock.mockResolvedValue(respond(201, { uuid: 'r1' }));
    const created = await apiClient.post('/shippings/rules', { price: 3990, cities: ['Ñuñoa'] });
    expect(created).toEqual({ uuid: 'r1' });
    expect(lastCall().init.method).toBe('POST');
    expect(lastCall().init.body).toBe(JSON.stringify({ price: 3990, cities: ['Ñuñoa'] }));
    expect(lastCall().headers['Content-Type']).toBe('application/json');
  });

  it.each(['put', 'patch'] as const)('%s sends its body with its method', async (method) => {
    fetchMock.mockResolvedValue(respond(200, { ok: true }));
    await apiClient[method]('/store/tours/dashboard/mark-as-visited', { tourId: 'dashboard' });
    expect(lastCall().init.method).toBe(method.toUpperCase());
  });

  it('delete resolves to null on 204', async () => {
    fetchMock.mockResolvedValue(respond(204));
    await expect(apiClient.delete('/cards/1')).resolves.toBeNull();
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('getBlob returns the body as a Blob', async () => {
    fetchMock.mockResolvedValue(respond(200, 'a;b\n1;2', 'text/csv'));
    const blob = await apiClient.getBlob('/orders/export');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(7);
  });
});

describe('apiClient errors', () => {
  it('turns a status >= 400 into an ApiError with status, data and the body message', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Store not found' };
    fetchMock.mockResolvedValue(respond(404, body));
    const error = await apiClient.get('/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, data: body, message: 'Store not found' });
  });

  it('uses the Spanish generic message when the body has none', async () => {
    fetchMock.mockResolvedValue(respond(500, 'Internal Server Error', 'text/plain'));
    const error = (await apiClient.post('/setup/publish', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.data).toBe('Internal Server Error');
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiClient.get('/products').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.data).toBeNull();
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets an aborted request surface as an abort', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    fetchMock.mockRejectedValue(abort);
    await expect(apiClient.get('/products')).rejects.toBe(abort);
  });
});

describe('apiClient GET cache', () => {
  it('does not cache unless asked', async () => {
    fetchMock.mockImplementation(async () => respond(200, { n: fetchMock.mock.calls.length }));
    await apiClient.get('/metrics/charts/revenue');
    await apiClient.get('/metrics/charts/revenue');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves a cached response for 60 s, then fetches again', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    fetchMock.mockImplementation(async () => respond(200, { n: fetchMock.mock.calls.length }));

    expect(await apiClient.get('/plans', { cache: true })).toEqual({ n: 1 });
    jest.setSystemTime(new Date('2026-11-22T12:00:59Z'));
    expect(await apiClient.get('/plans', { cache: true })).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    jest.setSystemTime(new Date('2026-11-22T12:01:00.001Z'));
    expect(await apiClient.get('/plans', { cache: true })).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keys the cache by URL and token', async () => {
    fetchMock.mockImplementation(async () => respond(200, { n: fetchMock.mock.calls.length }));
    await apiClient.get('/plans', { cache: true });
    await apiClient.get('/plans', { cache: true, params: { period: 'annual' } });
    authStore.getState().setSession({ accessToken: createTestToken({ sub: 'other' }) });
    await apiClient.get('/plans', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not keep failures', async () => {
    fetchMock.mockResolvedValueOnce(respond(503, { message: 'Mantención' }));
    await expect(apiClient.get('/plans', { cache: true })).rejects.toMatchObject({ status: 503 });
    fetchMock.mockResolvedValueOnce(respond(200, { plans: [] }));
    await expect(apiClient.get('/plans', { cache: true })).resolves.toEqual({ plans: [] });
  });

  it('invalidates by path prefix, or all of it', async () => {
    fetchMock.mockImplementation(async () => respond(200, {}));
    await apiClient.get('/products', { cache: true });
    await apiClient.get('/plans', { cache: true });
    invalidateApiCache('/products');
    await apiClient.get('/products', { cache: true });
    await apiClient.get('/plans', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    invalidateApiCache();
    await apiClient.get('/plans', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
