import { screen } from '@testing-library/react';
import { Text } from '@chakra-ui/react';
import { apiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import {
  answer,
  apiError,
  HttpResponse,
  renderWithProviders,
  signInForTest,
  signOutForTest,
} from '../testing';
import {
  cachedGet,
  createQueryClient,
  dehydrateQueryCache,
  queryClient,
  QueryClientScope,
  restoreQueryCache,
  useQuery,
} from './query-client';

afterEach(signOutForTest);

function PlanName() {
  const plan = useQuery({
    queryKey: ['plan'],
    queryFn: ({ signal }) => apiClient.get<{ name: string }>('/plan', { signal }),
  });
  if (plan.isPending) return <Text>Cargando…</Text>;
  if (plan.isError) return <Text>{`${plan.error.status}: ${plan.error.message}`}</Text>;
  return <Text>{plan.data.name}</Text>;
}

describe('the data layer', () => {
  it('loads through the api client with the bound hooks, no provider needed', async () => {
    answer('get', '/plan', { name: 'Plan Pyme' });
    renderWithProviders(<PlanName />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Plan Pyme')).toBeInTheDocument();
  });

  it('fails with the ApiError of the response', async () => {
    answer('get', '/plan', () => apiError(404, 'El plan no existe.'));
    renderWithProviders(<PlanName />);
    expect(await screen.findByText('404: El plan no existe.')).toBeInTheDocument();
  });

  it('logs a failed query once, unless its status is an expected answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get', '/plan', () => apiError(404, 'Sin tienda'));
    const fetchPlan = (meta?: { expectedStatuses: number[] }) =>
      queryClient
        .fetchQuery({ queryKey: ['plan', meta], queryFn: () => apiClient.get('/plan'), meta })
        .catch(() => undefined);

    await fetchPlan({ expectedStatuses: [404] });
    expect(logged).not.toHaveBeenCalled();
    await fetchPlan();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("reuses a cachedGet answer for the spec's 60 seconds, then asks again", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), doNotFake: ['queueMicrotask'] });
    let served = 0;
    const plans = answer('get', '/plans', () => HttpResponse.json({ n: ++served }));
    const fetchPlans = () =>
      queryClient.fetchQuery({
        ...cachedGet,
        queryKey: ['plans'],
        queryFn: () => apiClient.get<{ n: number }>('/plans'),
      });

    expect(await fetchPlans()).toEqual({ n: 1 });
    jest.setSystemTime(new Date('2026-11-22T12:00:59Z'));
    expect(await fetchPlans()).toEqual({ n: 1 });
    jest.setSystemTime(new Date('2026-11-22T12:01:00.001Z'));
    expect(await fetchPlans()).toEqual({ n: 2 });
    expect(plans.requests).toHaveLength(2);
    jest.useRealTimers();
  });

  it('retries a transient failure once and never a 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is not a rule');
    expect(retry(0, new ApiError(503, null, 'caído'))).toBe(true);
    expect(retry(0, new ApiError(0, null, 'sin conexión'))).toBe(true);
    expect(retry(1, new ApiError(503, null, 'caído'))).toBe(false);
    expect(retry(0, new ApiError(400, null, 'mal'))).toBe(false);
    expect(retry(0, new ApiError(401, null, 'sin sesión'))).toBe(false);
  });

  it("forgets one account's answers when another signs in or the user signs out", () => {
    signInForTest({ sub: 'merchant-a' });
    queryClient.setQueryData(['orders'], ['pedido de A']);

    // A refresh: new tokens of the same account.
    signInForTest({ sub: 'merchant-a', exp: Math.floor(Date.now() / 1000) + 600 });
    expect(queryClient.getQueryData(['orders'])).toEqual(['pedido de A']);

    signInForTest({ sub: 'merchant-b' });
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();

    queryClient.setQueryData(['orders'], ['pedido de B']);
    signOutForTest();
    expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  });

  it("shows at once the answers a prerendered page was rendered with, fresh for the spec's minute", async () => {
    queryClient.clear();
    const server = createQueryClient();
    await server.fetchQuery({ queryKey: ['plan'], queryFn: () => ({ name: 'Plan Renderizado' }) });
    await server
      .fetchQuery({
        queryKey: ['broken'],
        queryFn: () => Promise.reject(new ApiError(500, null, 'caído')),
        retry: false,
        meta: { expectedStatuses: [500] },
      })
      .catch(() => undefined);
    const state = JSON.parse(JSON.stringify(dehydrateQueryCache(server)));
    // Only what succeeded travels: a failed query is asked again in the browser.
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([['plan']]);

    const asked = answer('get', '/plan', { name: 'Plan Preguntado' });
    restoreQueryCache(state);
    renderWithProviders(<PlanName />);
    expect(screen.getByText('Plan Renderizado')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    // Fresh for the spec's minute of GET cache: not asked again as the page mounts.
    expect(queryClient.getQueryState(['plan'])?.fetchStatus).toBe('idle');
    expect(asked.requests).toHaveLength(0);
  });

  it('ignores page data that is not a cache', () => {
    queryClient.clear();
    expect(() => restoreQueryCache(null)).not.toThrow();
    expect(() => restoreQueryCache('texto')).not.toThrow();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("reads a scope's own client, so pages rendered side by side keep their answers apart", async () => {
    queryClient.clear();
    const scoped = createQueryClient();
    scoped.setQueryData(['plan'], { name: 'Plan del Alcance' });
    queryClient.setQueryData(['plan'], { name: 'Plan de la Página' });
    renderWithProviders(
      <QueryClientScope value={scoped}>
        <PlanName />
      </QueryClientScope>,
    );
    expect(screen.getByText('Plan del Alcance')).toBeInTheDocument();
    expect(screen.queryByText('Plan de la Página')).not.toBeInTheDocument();
  });
});
