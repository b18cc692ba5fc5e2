import { authStore } from '../auth/auth-store';
import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';
import { answer, createTestToken, http, HttpResponse, server } from '../testing';
import { apiClient, setSessionRenewal } from './api-client';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-error';

beforeEach(() => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  authStore.getState().clearSession();
});

describe('apiClient requests', () => {
  it('prefixes the api base from the runtime config and skips undefined params', async () => {
    const products = answer('get', '/products', { products: [] });
    const data = await apiClient.get('/products', {
      params: { page: 2, search: undefined, category: null, stockStatus: 'low-stock' },
    });
    expect(data).toEqual({ products: [] });
    expect(products.requests[0]?.url.search).toBe('?page=2&stockStatus=low-stock');
  });

  it('follows a runtime config change', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.cl/api/' });
    const urls: string[] = [];
    server.use(
      http.get('https://api.example.cl/api/setup/tasks', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({});
      }),
    );
    await apiClient.get('setup/tasks');
    expect(urls).toEqual(['https://api.example.cl/api/setup/tasks']);
  });

  it('sends no Authorization header when signed out', async () => {
    const login = answer('get', '/auth/login', {});
    await apiClient.get('/auth/login');
    expect(login.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('adds the bearer token of the signed-in user', async () => {
    const token = createTestToken({ sub: 'u1', realm_access: { roles: ['merchant'] } });
    authStore.getState().setSession({ accessToken: token });
    const login = answer('get', '/auth/login', {});
    await apiClient.get('/auth/login');
    expect(login.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("sends the bearer token to an absolute URL on the api's origin (a report's link)", async () => {
    const token = createTestToken({ sub: 'u1' });
    authStore.getState().setSession({ accessToken: token });
    const headers: (string | null)[] = [];
    server.use(
      http.get('http://localhost:4000/downloads/reports/r1.csv', ({ request }) => {
        headers.push(request.headers.get('Authorization'));
        return HttpResponse.text('a;b');
      }),
    );
    await apiClient.getBlob('http://localhost:4000/downloads/reports/r1.csv?token=t');
    expect(headers).toEqual([`Bearer ${token}`]);
  });

  it.each([
    ['another site', 'https://otro-sitio.example/api/products'],
    ['another port of the same host', 'http://localhost:4001/api/products'],
    ['another scheme', 'https://localhost:4000/api/products'],
    [
      'a host that only starts like the api',
      'http://localhost.otro-sitio.example:4000/api/products',
    ],
  ])('never sends the bearer token to %s', async (_what, url) => {
    authStore.getState().setSession({ accessToken: createTestToken({ sub: 'u1' }) });
    const requests: Request[] = [];
    server.use(
      http.all(url, ({ request }) => {
        requests.push(request);
        return HttpResponse.json({});
      }),
    );
    await apiClient.get(url);
    await apiClient.post(url, { a: 1 });
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.headers.get('Authorization')).toBeNull();
  });

  it("follows the configured api's origin: the old one gets no token after a config change", async () => {
    const token = createTestToken({ sub: 'u1' });
    authStore.getState().setSession({ accessToken: token });
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.cl/api' });
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('https://api.example.cl/api/products', ({ request }) => {
        seen.configured = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
      http.get('http://localhost:4000/api/products', ({ request }) => {
        seen.previous = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await apiClient.get('/products');
    await apiClient.get('http://localhost:4000/api/products');
    expect(seen).toEqual({ configured: `Bearer ${token}`, previous: null });
  });

  it("sends the browser's cookies only when asked (the session cookie of the registration)", async () => {
    const verify = answer('post', '/auth/client/verify-code', { ok: true });
    const sent: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(init ?? {});
      return realFetch(input, init);
    });
    await apiClient.post('/auth/client/verify-code', {}, { credentials: 'include' });
    await apiClient.post('/auth/client/verify-code', {});
    spy.mockRestore();
    expect(verify.requests).toHaveLength(2);
    expect(sent.map((init) => init.credentials)).toEqual(['include', undefined]);
  });

  it('sends objects as JSON', async () => {
    const rules = answer('post', '/shippings/rules', () =>
      HttpResponse.json({ uuid: 'r1' }, { status: 201 }),
    );
    const created = await apiClient.post('/shippings/rules', { price: 3990, cities: ['Ñuñoa'] });
    expect(created).toEqual({ uuid: 'r1' });
    expect(rules.requests[0]?.body).toEqual({ price: 3990, cities: ['Ñuñoa'] });
    expect(rules.requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it.each(['put', 'patch'] as const)('%s sends its body with its method', async (method) => {
    const tours = answer(method, '/store/tours/dashboard/mark-as-visited', { ok: true });
    await apiClient[method]('/store/tours/dashboard/mark-as-visited', { tourId: 'dashboard' });
    expect(tours.requests[0]).toMatchObject({
      method: method.toUpperCase(),
      body: { tourId: 'dashboard' },
    });
  });

  it('delete sends a JSON body when given one', async () => {
    const removal = answer('delete', '/categories/7', { deleted: true });
    await expect(
      apiClient.delete('/categories/7', { body: { productAction: 'uncategorize' } }),
    ).resolves.toEqual({ deleted: true });
    expect(removal.requests[0]?.body).toEqual({ productAction: 'uncategorize' });
  });

  it('delete resolves to null on 204', async () => {
    const card = answer('delete', '/cards/1', () => new HttpResponse(null, { status: 204 }));
    await expect(apiClient.delete('/cards/1')).resolves.toBeNull();
    expect(card.requests).toHaveLength(1);
  });

  it('getBlob returns the body as a Blob', async () => {
    answer('get', '/orders/export', () =>
      HttpResponse.text('a;b\n1;2', { headers: { 'Content-Type': 'text/csv' } }),
    );
    const blob = await apiClient.getBlob('/orders/export');
    expect(blob.size).toBe(7);
    expect(await blob.text()).toBe('a;b\n1;2');
  });
});

describe('apiClient errors', () => {
  it('turns a status >= 400 into an ApiError with status, data and the body message', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Store not found' };
    answer('get', '/auth/login', () => HttpResponse.json(body, { status: 404 }));
    const error = await apiClient.get('/auth/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, data: body, message: 'Store not found' });
  });

  it('uses the Spanish generic message when the body has none', async () => {
    answer('post', '/setup/publish', () =>
      HttpResponse.text('Internal Server Error', { status: 500 }),
    );
    const error = (await apiClient.post('/setup/publish', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.data).toBe('Internal Server Error');
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('turns a network failure into status 0 with the connection message', async () => {
    answer('get', '/products', () => HttpResponse.error());
    const error = (await apiClient.get('/products').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.data).toBeNull();
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('lets an aborted request surface as an abort', async () => {
    answer('get', '/products', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const request = apiClient.get('/products', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiClient and an expired token', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const oldToken = createTestToken({ sub: 'u1', n: 1 });
  const newToken = createTestToken({ sub: 'u1', n: 2 });

  /** The api of these tests: refuses the old token, answers the new one. */
  function ordersRefusingTheOldToken() {
    return answer('get', '/orders', (request) =>
      request.headers.get('Authorization') === `Bearer ${newToken}`
        ? HttpResponse.json([{ id: 'o1' }])
        : HttpResponse.json({ message: 'Token expirado' }, { status: 401 }),
    );
  }

  afterEach(() => setSessionRenewal(null));

  it('renews the session once and sends the request again with the new token', async () => {
    authStore.getState().setSession({ accessToken: oldToken, expiresAt: now() - 5 });
    const renew = jest.fn(async () => {
      authStore.getState().setSession({ accessToken: newToken, expiresAt: now() + 300 });
    });
    setSessionRenewal(renew);
    const orders = ordersRefusingTheOldToken();

    await expect(apiClient.get('/orders')).resolves.toEqual([{ id: 'o1' }]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(orders.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
  });

  it('shows the refusal when the renewal gives no new token (the session ended)', async () => {
    authStore.getState().setSession({ accessToken: oldToken, expiresAt: now() - 5 });
    setSessionRenewal(async () => authStore.getState().clearSession());
    const orders = ordersRefusingTheOldToken();

    await expect(apiClient.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(orders.requests).toHaveLength(1);
  });

  it('does not renew a token far from its expiry: the 401 is the answer itself', async () => {
    authStore.getState().setSession({ accessToken: oldToken, expiresAt: now() + 250 });
    const renew = jest.fn(async () => undefined);
    setSessionRenewal(renew);
    ordersRefusingTheOldToken();

    await expect(apiClient.get('/orders')).rejects.toMatchObject({
      status: 401,
      message: 'Token expirado',
    });
    expect(renew).not.toHaveBeenCalled();
  });
});
