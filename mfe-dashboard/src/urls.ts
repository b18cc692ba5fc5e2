import type { DateRange } from '@platform/shared/validation';

/**
 * The dashboard's URL state and the links it opens. The range and the chart tab live in the
 * query string (`/dashboard?startDate=…&endDate=…&chart=…`) so a view can be shared and reloaded.
 */
export const CHART_TABS = ['revenue', 'subscriptions', 'clients'] as const;
export type ChartTab = (typeof CHART_TABS)[number];

export interface DashboardSearch {
  /** The range as written in the URL (not yet checked), or null for the default range. */
  range: DateRange | null;
  chart: ChartTab;
}

export function readDashboardSearch(params: URLSearchParams): DashboardSearch {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const chart = params.get('chart');
  return {
    range: startDate && endDate ? { startDate, endDate } : null,
    chart: (CHART_TABS as readonly string[]).includes(chart ?? '')
      ? (chart as ChartTab)
      : 'revenue',
  };
}

/** The query string for the dashboard; the defaults (no range, revenue tab) are left out. */
export function dashboardSearchParams(search: Partial<DashboardSearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.range) {
    params.set('startDate', search.range.startDate);
    params.set('endDate', search.range.endDate);
  }
  if (search.chart && search.chart !== 'revenue') params.set('chart', search.chart);
  return params;
}

/** 'Productos Bajo Stock' → the products page, low stock first (spec 1 §2.9, exact query). */
export function lowStockProductsUrl(): string {
  return '/products?stockStatus=low-stock&sortField=stock&sortDirection=asc';
}

/** 'Próximas Entregas' → the pending orders, oldest first (spec 1 §2.9, exact query). */
export function upcomingDeliveriesUrl(): string {
  return '/orders?status=pending&sortBy=createdAt&sortDirection=asc';
}

export function orderDetailUrl(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}`;
}

/** The pricing page (plans, calculator and plan change). */
export function pricingUrl(): string {
  return '/pricing';
}
