import {
  dashboardSearchParams,
  lowStockProductsUrl,
  orderDetailUrl,
  readDashboardSearch,
  upcomingDeliveriesUrl,
} from './urls';

describe('dashboard urls', () => {
  it('opens the lists with the exact query strings of the spec', () => {
    expect(lowStockProductsUrl()).toBe(
      '/products?stockStatus=low-stock&sortField=stock&sortDirection=asc',
    );
    expect(upcomingDeliveriesUrl()).toBe(
      '/orders?status=pending&sortBy=createdAt&sortDirection=asc',
    );
    expect(orderDetailUrl('a b')).toBe('/orders/a%20b');
  });

  it('reads and writes the range and chart tab, defaults left out', () => {
    const params = dashboardSearchParams({
      range: { startDate: '2026-10-23', endDate: '2026-11-22' },
      chart: 'clients',
    });
    expect(params.toString()).toBe('startDate=2026-10-23&endDate=2026-11-22&chart=clients');
    expect(readDashboardSearch(params)).toEqual({
      range: { startDate: '2026-10-23', endDate: '2026-11-22' },
      chart: 'clients',
    });
    expect(readDashboardSearch(new URLSearchParams('chart=otro'))).toEqual({
      range: null,
      chart: 'revenue',
    });
    expect(dashboardSearchParams({ chart: 'revenue' }).toString()).toBe('');
  });
});
