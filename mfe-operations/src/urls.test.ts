import {
  DEFAULT_ORDER_SEARCH,
  hasActiveFilters,
  isValidOrderSearch,
  orderPath,
  orderSearchParams,
  ordersPath,
  readOrderSearch,
  toOrderListQuery,
} from './urls';

const read = (query: string) => readOrderSearch(new URLSearchParams(query));

describe('orders page urls', () => {
  it('reads every parameter of the spec and writes it back, in the spec’s order', () => {
    const query =
      'status=shipped&startDate=2026-11-01&endDate=2026-11-30&minAmount=1000&maxAmount=50000' +
      '&search=camila&sortBy=totalAmount&sortDirection=asc&page=3&perPage=25';
    const search = read(query);
    expect(search).toEqual({
      status: 'shipped',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      minAmount: 1000,
      maxAmount: 50000,
      search: 'camila',
      sortBy: 'totalAmount',
      sortDirection: 'asc',
      page: 3,
      perPage: 25,
    });
    expect(orderSearchParams(search).toString()).toBe(query);
  });

  it('leaves the defaults out, and keeps what the dashboard link asks for', () => {
    expect(orderSearchParams(DEFAULT_ORDER_SEARCH).toString()).toBe('');
    const upcoming = read('status=pending&sortBy=createdAt&sortDirection=asc');
    expect(upcoming).toMatchObject({
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
    });
    expect(orderSearchParams(upcoming).toString()).toBe('status=pending&sortDirection=asc');
    expect(toOrderListQuery(upcoming)).toMatchObject({
      status: 'pending',
      sortBy: 'createdAt',
      sortDirection: 'asc',
    });
  });

  it('reads an unknown value as its default', () => {
    expect(
      read(
        'status=lost&startDate=2026-02-30&endDate=mañana&minAmount=-5&maxAmount=1e3' +
          '&search=%20%20&sortBy=sku&sortDirection=up&page=0&perPage=7',
      ),
    ).toEqual(DEFAULT_ORDER_SEARCH);
    expect(read('page=2.5&perPage=1000')).toMatchObject({ page: 1, perPage: 10 });
    expect(read(`search=${'a'.repeat(101)}`).search).toBe('');
  });

  it('keeps the parameters that are not the page’s own', () => {
    const params = orderSearchParams({ status: 'draft' }, new URLSearchParams('tour=1&page=4'));
    expect(params.toString()).toBe('tour=1&status=draft');
  });

  it('sends the date range only with both ends, both included', () => {
    expect(toOrderListQuery(read('startDate=2026-11-01'))).not.toHaveProperty('startDate');
    expect(toOrderListQuery(read('endDate=2026-11-01'))).not.toHaveProperty('endDate');
    expect(toOrderListQuery(read('startDate=2026-11-01&endDate=2026-11-01'))).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
  });

  it('refuses a minimum above the maximum and a range that ends before it starts', () => {
    expect(isValidOrderSearch(read('minAmount=5000&maxAmount=5000'))).toBe(true);
    expect(isValidOrderSearch(read('minAmount=5001&maxAmount=5000'))).toBe(false);
    expect(isValidOrderSearch(read('startDate=2026-11-02&endDate=2026-11-01'))).toBe(false);
    expect(isValidOrderSearch(read('startDate=2026-11-02'))).toBe(true);
  });

  it('tells filters from sort and paging', () => {
    expect(hasActiveFilters(read('sortBy=clientName&page=2&perPage=50'))).toBe(false);
    expect(hasActiveFilters(read('minAmount=0'))).toBe(true);
  });

  it('builds the links of the list and of an order', () => {
    expect(ordersPath()).toBe('/orders');
    expect(ordersPath({ status: 'pending', sortDirection: 'asc' })).toBe(
      '/orders?status=pending&sortDirection=asc',
    );
    expect(orderPath('b0000000-0000-4000-8000-000000000101')).toBe(
      '/orders/b0000000-0000-4000-8000-000000000101',
    );
  });
});
