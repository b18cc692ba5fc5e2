import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';

type ComponentStatus = 'operational' | 'degraded' | 'outage';

interface ComponentReport {
  id: string;
  name: string;
  description: string;
  icon: 'Server' | 'Database' | 'CreditCard' | 'Globe';
  status: ComponentStatus;
  latencyMs: number;
  message: string | null;
  lastUpdated: string;
}

interface Incident {
  id: string;
  title: string;
  date: string;
  description: string;
  componentId: string | null;
  status: 'investigating' | 'monitoring' | 'resolved';
  resolvedAt: string | null;
}

interface StoredIncident {
  id: string;
  componentId: string | null;
  title: string;
  description: string;
  status: Incident['status'];
  startedAt: Date;
  resolvedAt: Date | null;
}

const CHECK_TIMEOUT_MS = 3000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function timed(
  check: () => Promise<string | null>,
): Promise<{ ok: boolean; message: string | null; latencyMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Sin respuesta a tiempo')), CHECK_TIMEOUT_MS);
    });
    const message = await Promise.race([check(), timeout]);
    return { ok: true, message, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      message: (error as Error).message,
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/system/status (public) — each component checked live on every call. Incidents are the
 * recorded history (`system_incidents`) plus what this process has observed; uptime per window is
 * the lower of the recorded incidents' downtime and the share of failed checks seen here.
 */
export function registerSystemStatusRoute(app: FastifyInstance, context: AppContext): void {
  const { db, uploads, routes } = context;
  const samples: Array<{ at: number; ok: boolean }> = [];
  const incidents: Incident[] = [];
  /** Components with an incident that has not recovered yet (one incident per outage). */
  const openIncidents = new Map<string, Incident>();

  function uptime(windowMs: number, now: number, history: StoredIncident[]): number {
    const from = now - windowMs;
    let downtime = 0;
    for (const incident of history) {
      const start = Math.max(incident.startedAt.getTime(), from);
      const end = Math.min(incident.resolvedAt?.getTime() ?? now, now);
      if (end > start) downtime += end - start;
    }
    const recorded = Math.max(0, 1 - downtime / windowMs);
    const inWindow = samples.filter((sample) => sample.at >= from);
    const observed = inWindow.length
      ? inWindow.filter((sample) => sample.ok).length / inWindow.length
      : 1;
    return Math.round(Math.min(recorded, observed) * 10000) / 100;
  }

  async function recordedIncidents(now: number): Promise<StoredIncident[]> {
    try {
      const { rows } = await db.query<StoredIncident>(
        `select id::text as id, component_id as "componentId", title, description, status,
                started_at as "startedAt", resolved_at as "resolvedAt"
         from system_incidents where coalesce(resolved_at, now()) >= $1 order by started_at desc limit 50`,
        [new Date(now - 30 * DAY_MS)],
      );
      return rows.map((row) => ({
        ...row,
        startedAt: new Date(row.startedAt),
        resolvedAt: row.resolvedAt && new Date(row.resolvedAt),
      }));
    } catch {
      return []; // the database check already reports the failure
    }
  }

  app.get('/api/system/status', async () => {
    const checkedAt = new Date();
    const lastUpdated = checkedAt.toISOString();

    const [database, identity, payments, files] = await Promise.all([
      timed(async () => {
        await db.query('select 1');
        return null;
      }),
      timed(async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/oidc/.well-known/openid-configuration',
        });
        if (response.statusCode !== 200) throw new Error(`Respuesta ${response.statusCode}`);
        return null;
      }),
      timed(async () => {
        if (!routes.some((route) => route.url.startsWith('/sandbox'))) {
          throw new Error('El sandbox de pagos no está instalado');
        }
        if (routes.some((route) => route.method === 'GET' && route.url === '/sandbox/health')) {
          const response = await app.inject({ method: 'GET', url: '/sandbox/health' });
          if (response.statusCode >= 400) throw new Error(`Respuesta ${response.statusCode}`);
        }
        return null;
      }),
      timed(async () => {
        await uploads.checkWritable();
        return null;
      }),
    ]);

    const component = (
      id: string,
      name: string,
      description: string,
      icon: ComponentReport['icon'],
      result: { ok: boolean; message: string | null; latencyMs: number },
      whenDown: ComponentStatus,
    ): ComponentReport => ({
      id,
      name,
      description,
      icon,
      status: result.ok ? 'operational' : whenDown,
      latencyMs: result.latencyMs,
      message: result.message,
      lastUpdated,
    });

    const components: ComponentReport[] = [
      component(
        'api',
        'API',
        'Servicios de la plataforma',
        'Server',
        { ok: true, message: null, latencyMs: 0 },
        'outage',
      ),
      component(
        'database',
        'Base de datos',
        'Almacenamiento de tiendas, productos y órdenes',
        'Database',
        database,
        'outage',
      ),
      component(
        'identity',
        'Inicio de sesión',
        'Proveedor de identidad (OIDC)',
        'Globe',
        identity,
        'outage',
      ),
      component(
        'payments',
        'Pagos',
        'Procesador de pagos con tarjeta (sandbox)',
        'CreditCard',
        payments,
        'degraded',
      ),
      component('uploads', 'Archivos', 'Subida y entrega de imágenes', 'Server', files, 'degraded'),
    ];

    const status: ComponentStatus = components.some((item) => item.status === 'outage')
      ? 'outage'
      : components.some((item) => item.status === 'degraded')
        ? 'degraded'
        : 'operational';

    const now = checkedAt.getTime();
    samples.push({ at: now, ok: status === 'operational' });
    while (samples.length && samples[0]!.at < now - 30 * DAY_MS) samples.shift();
    for (const item of components) {
      const open = openIncidents.get(item.id);
      if (item.status === 'operational') {
        if (open) Object.assign(open, { status: 'resolved', resolvedAt: lastUpdated });
        openIncidents.delete(item.id);
        continue;
      }
      if (open) continue;
      const incident: Incident = {
        id: `${item.id}-${now}`,
        title: `${item.name}: ${item.status === 'outage' ? 'interrupción' : 'funcionamiento parcial'}`,
        date: lastUpdated,
        description: item.message ?? 'Sin detalle',
        componentId: item.id,
        status: 'investigating',
        resolvedAt: null,
      };
      openIncidents.set(item.id, incident);
      incidents.unshift(incident);
    }
    incidents.splice(20);

    const history = await recordedIncidents(now);
    const allIncidents: Incident[] = [
      ...incidents,
      ...history.map((incident) => ({
        id: incident.id,
        title: incident.title,
        date: incident.startedAt.toISOString(),
        description: incident.description,
        componentId: incident.componentId,
        status: incident.status,
        resolvedAt: incident.resolvedAt?.toISOString() ?? null,
      })),
    ]
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 20);

    return {
      status,
      checkedAt: lastUpdated,
      components,
      uptime: {
        last24h: uptime(DAY_MS, now, history),
        last7d: uptime(7 * DAY_MS, now, history),
        last30d: uptime(30 * DAY_MS, now, history),
      },
      incidents: allIncidents,
    };
  });
}
