import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerExportReportRoute } from './routes/export-report.ts';
import { registerGetChartRoute } from './routes/get-chart.ts';
import { registerGetMetricRoute } from './routes/get-metric.ts';
import { registerGetReportRoute } from './routes/get-report.ts';
import { registerListIndicatorsRoute } from './routes/list-indicators.ts';
import { registerListReportsRoute } from './routes/list-reports.ts';

/** Metrics: the dashboard's indicators, chart series and reports. */
export async function metricsPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerListIndicatorsRoute(app, context);
  registerGetChartRoute(app, context);
  registerListReportsRoute(app, context);
  registerGetReportRoute(app, context);
  registerExportReportRoute(app, context);
  registerGetMetricRoute(app, context);
}
