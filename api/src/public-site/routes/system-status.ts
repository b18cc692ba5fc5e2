import type { AppContext } from '../../app-context.ts';
import type { ApiApp } from '../../http/contract.ts';
import { publicSiteRoutes } from '../contract.ts';
import { HealthMonitor } from '../status/health-monitor.ts';
import { platformProbes } from '../status/probes.ts';

/** Background checks between visits, so uptime reflects the whole day and not only visits. */
export const HEALTH_CHECK_INTERVAL_MS = 60_000;

/**
 * GET /api/system/status (public; also the readiness probe) — every component checked live on
 * each call, uptime for the last 24 h / 7 d / 30 d from the stored checks, and the incident
 * history (the last 90 days, 20 at most): incidents open and resolve themselves as components
 * fail and recover (see `HealthMonitor`). Never a 500: a failing part is reported, not thrown.
 */
export function registerSystemStatusRoute(app: ApiApp, context: AppContext): void {
  const monitor = new HealthMonitor({
    db: context.db,
    probes: platformProbes(app, context),
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onReady', async () => monitor.start(HEALTH_CHECK_INTERVAL_MS));
  app.addHook('onClose', async () => monitor.stop());

  app.route({
    ...publicSiteRoutes.getSystemStatus,
    handler: async () => {
      const round = await monitor.check();
      const [uptime, incidents] = await Promise.all([monitor.uptime(), monitor.incidents()]);
      return { ...round, uptime, incidents };
    },
  });
}
