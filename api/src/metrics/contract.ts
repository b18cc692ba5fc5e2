import { Type, type Static } from 'typebox';

import { IdParams, IsoDate, IsoDateTime, routesOf } from '../http/contract.ts';

const route = routesOf('metrics');

// The dashboard's data (spec 1 §7 "Dashboard": indicators, the 'Evolución' chart, reports).

/**
 * `startDate` and `endDate` (YYYY-MM-DD, Santiago days). Their rules (both present, not in the
 * future, in order, at most one year) are the dashboard's `dateRangeSchema`, with its messages.
 */
const RangeQuery = {
  startDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  endDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD, not after today' })),
};
export const DateRangeQuery = Type.Object(RangeQuery);
export const DateRangeBody = Type.Object(RangeQuery);

const DayRange = Type.Object({ startDate: IsoDate, endDate: IsoDate });

export const IndicatorFormat = Type.Enum(['monetary', 'number', 'percentage']);
export type IndicatorFormat = Static<typeof IndicatorFormat>;

export const Indicator = Type.Object({
  code: Type.String(),
  name: Type.String(),
  format: IndicatorFormat,
  description: Type.String(),
});
export type Indicator = Static<typeof Indicator>;

export const IndicatorList = Type.Object({ indicators: Type.Array(Indicator) });
export type IndicatorList = Static<typeof IndicatorList>;

export const Trend = Type.Object({
  direction: Type.Enum(['up', 'down', 'flat']),
  value: Type.Number({
    description:
      'Rounded percentage change; 100 when the previous value is 0 and the current one positive',
  }),
});
export type Trend = Static<typeof Trend>;

export const MetricQuery = Type.Object({
  ...RangeQuery,
  type: Type.Enum(['current-period', 'previous-period'], { default: 'current-period' }),
});

export const Metric = Type.Object({
  code: Type.String(),
  format: IndicatorFormat,
  value: Type.Number(),
  previousValue: Type.Number(),
  trend: Trend,
  period: DayRange,
  previousPeriod: DayRange,
});
export type Metric = Static<typeof Metric>;

export const CHART_IDS = ['revenue', 'subscriptions', 'clients'] as const;
export type ChartId = (typeof CHART_IDS)[number];
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export const Granularity = Type.Enum(GRANULARITIES);
export type Granularity = Static<typeof Granularity>;

export const ChartQuery = Type.Object({
  ...RangeQuery,
  granularity: Type.Optional(Granularity),
});

export const ChartPoint = Type.Object({
  date: Type.String({
    description: 'First day of the bucket (never before the range’s start), YYYY-MM-DD',
  }),
  value: Type.Number(),
});
export type ChartPoint = Static<typeof ChartPoint>;

export const ChartSeries = Type.Object({
  id: Type.Enum(CHART_IDS),
  granularity: Granularity,
  startDate: IsoDate,
  endDate: IsoDate,
  data: Type.Array(ChartPoint),
});
export type ChartSeries = Static<typeof ChartSeries>;

export const REPORT_IDS = ['revenue', 'clients', 'subscriptions', 'forecast'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const Report = Type.Object({
  id: Type.Enum(REPORT_IDS),
  title: Type.String(),
  description: Type.String(),
  icon: Type.String({ description: 'A lucide icon name' }),
});
export type Report = Static<typeof Report>;

export const ReportList = Type.Object({ reports: Type.Array(Report) });
export type ReportList = Static<typeof ReportList>;

const ReportCell = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export type ReportCell = Static<typeof ReportCell>;

export const ReportContent = Type.Object({
  report: Report,
  startDate: IsoDate,
  endDate: IsoDate,
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(ReportCell)),
});
export type ReportContent = Static<typeof ReportContent>;

export const ReportExport = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    fileUrl: Type.String({
      description: 'A short-lived download link, fetched with the same bearer token',
    }),
    fileName: Type.String(),
    expiresAt: IsoDateTime,
  }),
});
export type ReportExport = Static<typeof ReportExport>;

const CodeParams = Type.Object({ code: Type.String() });

export const metricsRoutes = {
  listIndicators: route('GET', '/api/metrics/indicators', {
    summary: 'The dashboard’s indicators',
    response: { 200: IndicatorList },
  }),
  getMetric: route('GET', '/api/metrics/:code', {
    summary:
      'One indicator for the range (or the period before it), with the previous period’s value and the trend',
    params: CodeParams,
    querystring: MetricQuery,
    response: { 200: Metric },
  }),
  getChart: route('GET', '/api/metrics/charts/:id', {
    summary:
      'The ‘Evolución’ series: by default a point per day up to 62 days, per week up to 183, then per month',
    params: IdParams,
    querystring: ChartQuery,
    response: { 200: ChartSeries },
  }),
  listReports: route('GET', '/api/metrics/reports', {
    summary: 'The reports card’s reports',
    response: { 200: ReportList },
  }),
  getReport: route('GET', '/api/metrics/reports/:id', {
    summary: 'A report’s table for the range (what its CSV holds)',
    params: IdParams,
    querystring: DateRangeQuery,
    response: { 200: ReportContent },
  }),
  exportReport: route('POST', '/api/metrics/reports/:id/export', {
    summary: 'Generate the report’s CSV for the range behind a short-lived download link',
    params: IdParams,
    body: DateRangeBody,
    response: { 200: ReportExport },
  }),
};
