import { randomUUID } from 'node:crypto';

import type { Database, Queryable } from '../../db/index.ts';
import type { ComponentStatus, Probe } from './probes.ts';
import type { ComponentReport, SystemIncident, Uptime } from '../contract.ts';

export interface HealthRound {
  status: ComponentStatus;
  checkedAt: string;
  components: ComponentReport[];
}

/** An incident as the status page shows it. */
export type IncidentView = SystemIncident;

export interface HealthMonitorOptions {
  db: Database;
  probes: Probe[];
  /** Limit of each check (default 3 s). */
  timeoutMs?: number;
  /** A finished round younger than this is shared instead of checking again (default 0: every call checks). */
  reuseMs?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Stored check minutes are kept a little longer than the longest uptime window. */
const KEEP_CHECKS_DAYS = 31;
/** The incident history covers this many days. */
export const INCIDENT_HISTORY_DAYS = 90;
export const INCIDENT_HISTORY_LIMIT = 20;

type PendingWrite =
  { kind: 'open'; incident: IncidentView } | { kind: 'resolve'; id: string; resolvedAt: string };

interface MinuteCounts {
  checks: number;
  outage: number;
  degraded: number;
}

const worstOf = (statuses: ComponentStatus[]): ComponentStatus =>
  statuses.includes('outage')
    ? 'outage'
    : statuses.includes('degraded')
      ? 'degraded'
      : 'operational';

async function timed(
  check: () => Promise<void>,
  timeoutMs: number,
): Promise<{ ok: boolean; message: string | null; latencyMs: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Sin respuesta a tiempo')), timeoutMs);
    });
    await Promise.race([check(), timeout]);
    return { ok: true, message: null, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof Error && error.message ? error.message : 'Error desconocido',
      latencyMs: Math.round(performance.now() - started),
    };
  } finally {
    clearTimeout(timer);
  }
}

const percent = (up: number, total: number) =>
  total === 0 ? 100 : Math.round((up / total) * 10_000) / 100;

/**
 * Checks the platform's components and keeps their history in the database:
 * - every round is counted in `system_check_minutes` (per minute: checks, and how many found a
 *   component down or degraded); uptime per window = minutes checked without a component down /
 *   minutes checked (degraded counts as up: the platform answered);
 * - an incident is opened in `system_incidents` when a component stops being operational, and
 *   resolved when it is operational again; open incidents are read back after a restart;
 * - `system_components` keeps each component's last status.
 * When the database itself does not answer, the writes wait in memory (in order) and are made
 * once it answers again, and the last history read is shown meanwhile.
 *
 * With several api processes each runs its own monitor over its own probes (its connection to the
 * database, its uploads folder…): their minutes add up in the same rows, an incident one opened
 * is the one another finds (at most one open per component, `openIncident`), and only the
 * in-memory parts (the round being checked, writes waiting for the database) are per process.
 * An incident is resolved by the process that saw it open, or by any process's first round after
 * it starts; one whose process stopped for good stays open until then.
 */
export class HealthMonitor {
  private readonly db: Database;
  private readonly probes: Probe[];
  private readonly timeoutMs: number;
  private readonly reuseMs: number;
  private readonly now: () => Date;
  private readonly log: (message: string, error?: unknown) => void;

  private inFlight: Promise<HealthRound> | null = null;
  private last: { round: HealthRound; at: number } | null = null;
  private openLoaded = false;
  /** Open incident per component. */
  private readonly open = new Map<string, IncidentView>();
  /** Incidents this process opened or resolved, newer than what the database may hold. */
  private readonly touched = new Map<string, IncidentView>();
  private pending: PendingWrite[] = [];
  private readonly pendingMinutes = new Map<string, MinuteCounts>();
  private lastHistory: IncidentView[] = [];
  private lastStoredUptime: { minutes: number[]; down: number[] } | null = null;
  private lastPruneAt = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: HealthMonitorOptions) {
    this.db = options.db;
    this.probes = options.probes;
    this.timeoutMs = options.timeoutMs ?? 3000;
    this.reuseMs = options.reuseMs ?? 0;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => undefined);
  }

  /** Checks every component now (a round in progress, or one just finished, is shared). */
  check(): Promise<HealthRound> {
    if (this.inFlight) return this.inFlight;
    if (this.reuseMs > 0 && this.last && this.now().getTime() - this.last.at < this.reuseMs) {
      return Promise.resolve(this.last.round);
    }
    this.inFlight = this.runRound().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Checks in the background every `intervalMs` (the process does not wait for it). */
  start(intervalMs: number): void {
    this.stopTimer();
    this.timer = setInterval(() => {
      this.check().catch((error: unknown) => this.log('health check failed', error));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the background checks and writes what is still pending, if the database answers. */
  async stop(): Promise<void> {
    this.stopTimer();
    await this.inFlight?.catch(() => undefined);
    await this.flush().catch(() => undefined);
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async runRound(): Promise<HealthRound> {
    const checkedAt = this.now();
    const lastUpdated = checkedAt.toISOString();
    const results = await Promise.all(
      this.probes.map((probe) => timed(() => probe.check(), this.timeoutMs)),
    );
    const components: ComponentReport[] = this.probes.map((probe, index) => {
      const result = results[index]!;
      return {
        id: probe.id,
        name: probe.name,
        description: probe.description,
        icon: probe.icon,
        status: result.ok ? 'operational' : probe.whenFailing,
        latencyMs: result.latencyMs,
        message: result.message,
        lastUpdated,
      };
    });
    const round: HealthRound = {
      status: worstOf(components.map((component) => component.status)),
      checkedAt: lastUpdated,
      components,
    };

    await this.loadOpenIncidents();
    this.countMinute(checkedAt, components);
    this.trackIncidents(components, checkedAt);
    await this.flush(components).catch((error: unknown) =>
      this.log('health history kept in memory until the database answers', error),
    );
    this.last = { round, at: this.now().getTime() };
    return round;
  }

  /** Reads the incidents left open by an earlier process (once). */
  private async loadOpenIncidents(): Promise<void> {
    if (this.openLoaded) return;
    try {
      const { rows } = await this.db.query<StoredIncident>(
        `${INCIDENT_COLUMNS} from system_incidents where resolved_at is null and component_id is not null`,
      );
      for (const row of rows) {
        const incident = toView(row);
        if (incident.componentId && !this.open.has(incident.componentId)) {
          this.open.set(incident.componentId, incident);
        }
      }
      this.openLoaded = true;
    } catch {
      // The database does not answer: try again next round.
    }
  }

  private countMinute(at: Date, components: ComponentReport[]): void {
    const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
    const counts = this.pendingMinutes.get(minute) ?? { checks: 0, outage: 0, degraded: 0 };
    const status = worstOf(components.map((component) => component.status));
    counts.checks += 1;
    if (status === 'outage') counts.outage += 1;
    if (status === 'degraded') counts.degraded += 1;
    this.pendingMinutes.set(minute, counts);
  }

  private trackIncidents(components: ComponentReport[], at: Date): void {
    const iso = at.toISOString();
    for (const component of components) {
      const open = this.open.get(component.id);
      if (component.status === 'operational') {
        if (!open) continue;
        this.open.delete(component.id);
        const resolved: IncidentView = { ...open, status: 'resolved', resolvedAt: iso };
        this.touched.set(open.id, resolved);
        this.pending.push({ kind: 'resolve', id: open.id, resolvedAt: iso });
        continue;
      }
      if (open) continue;
      const incident: IncidentView = {
        id: randomUUID(),
        title:
          component.status === 'outage'
            ? `${component.name}: interrupción del servicio`
            : `${component.name}: funcionamiento degradado`,
        date: iso,
        description: `Detectado por el monitoreo automático: ${component.message ?? 'sin detalle'}.`,
        componentId: component.id,
        status: 'investigating',
        resolvedAt: null,
      };
      this.open.set(component.id, incident);
      this.touched.set(incident.id, incident);
      this.pending.push({ kind: 'open', incident });
    }
  }

  /** Writes the pending history in one transaction; on failure everything stays pending. */
  private async flush(components?: ComponentReport[]): Promise<void> {
    if (!this.pending.length && !this.pendingMinutes.size && !components) return;
    const writes = this.pending;
    const minutes = [...this.pendingMinutes.entries()];
    const renamed = new Map<string, string>();
    await this.db.transaction(async (tx) => {
      for (const [minute, counts] of minutes) {
        await tx.query(
          `insert into system_check_minutes (minute, checks, outage_checks, degraded_checks)
           values ($1, $2, $3, $4)
           on conflict (minute) do update set
             checks = system_check_minutes.checks + excluded.checks,
             outage_checks = system_check_minutes.outage_checks + excluded.outage_checks,
             degraded_checks = system_check_minutes.degraded_checks + excluded.degraded_checks`,
          [minute, counts.checks, counts.outage, counts.degraded],
        );
      }
      if (components) await saveComponents(tx, components);
      for (const write of writes) {
        if (write.kind === 'open') {
          const id = await openIncident(tx, write.incident);
          if (id !== write.incident.id) renamed.set(write.incident.id, id);
        } else {
          await tx.query(
            `update system_incidents set status = 'resolved', resolved_at = $2
             where id = $1 and resolved_at is null`,
            [renamed.get(write.id) ?? write.id, write.resolvedAt],
          );
        }
      }
    });
    // Written: forget what was sent (new writes may have queued meanwhile).
    this.pending = this.pending.slice(writes.length);
    for (const [minute, counts] of minutes) {
      const current = this.pendingMinutes.get(minute);
      if (!current) continue;
      current.checks -= counts.checks;
      current.outage -= counts.outage;
      current.degraded -= counts.degraded;
      if (current.checks <= 0) this.pendingMinutes.delete(minute);
    }
    for (const [from, to] of renamed) this.adoptStoredId(from, to);
    await this.prune();
  }

  /** Another process had already opened the incident: carry on with the stored one. */
  private adoptStoredId(from: string, to: string): void {
    const view = this.touched.get(from);
    this.touched.delete(from);
    if (view) this.touched.set(to, { ...view, id: to });
    for (const [componentId, incident] of this.open) {
      if (incident.id === from) this.open.set(componentId, { ...incident, id: to });
    }
    this.pending = this.pending.map((write) =>
      write.kind === 'resolve' && write.id === from ? { ...write, id: to } : write,
    );
  }

  private async prune(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPruneAt < 60 * MINUTE_MS) return;
    this.lastPruneAt = now;
    await this.db.query('delete from system_check_minutes where minute < $1', [
      new Date(now - KEEP_CHECKS_DAYS * DAY_MS),
    ]);
  }

  /** The incident history, newest first: what is stored plus what this process knows better. */
  async incidents(): Promise<IncidentView[]> {
    const from = new Date(this.now().getTime() - INCIDENT_HISTORY_DAYS * DAY_MS);
    try {
      const { rows } = await this.db.query<StoredIncident>(
        `${INCIDENT_COLUMNS} from system_incidents
         where coalesce(resolved_at, now()) >= $1
         order by started_at desc, id limit $2`,
        [from, INCIDENT_HISTORY_LIMIT],
      );
      this.lastHistory = rows.map(toView);
    } catch {
      // The database does not answer: the last history read, plus what happened since.
    }
    const byId = new Map(this.lastHistory.map((incident) => [incident.id, incident]));
    for (const [id, incident] of this.touched) {
      if (
        Date.parse(incident.resolvedAt ?? incident.date) >= from.getTime() ||
        !incident.resolvedAt
      )
        byId.set(id, incident);
    }
    // Keep the memory small: what the database already holds needs no overlay.
    if (!this.pending.length) this.touched.clear();
    return [...byId.values()]
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
      .slice(0, INCIDENT_HISTORY_LIMIT);
  }

  /** Uptime over the last 24 hours, 7 and 30 days, from the stored check minutes. */
  async uptime(): Promise<Uptime> {
    const now = this.now().getTime();
    const windows = [DAY_MS, 7 * DAY_MS, 30 * DAY_MS];
    const starts = windows.map((length) => new Date(now - length));
    let minutes = [0, 0, 0];
    let down = [0, 0, 0];
    try {
      const { rows } = await this.db.query<Record<string, number>>(
        `select count(*) filter (where minute >= $1) as m0,
                count(*) filter (where minute >= $1 and outage_checks > 0) as d0,
                count(*) filter (where minute >= $2) as m1,
                count(*) filter (where minute >= $2 and outage_checks > 0) as d1,
                count(*) as m2,
                count(*) filter (where outage_checks > 0) as d2
         from system_check_minutes where minute >= $3`,
        starts,
      );
      const row = rows[0] ?? {};
      minutes = [0, 1, 2].map((i) => Number(row[`m${i}`] ?? 0));
      down = [0, 1, 2].map((i) => Number(row[`d${i}`] ?? 0));
      this.lastStoredUptime = { minutes, down };
    } catch {
      if (this.lastStoredUptime) ({ minutes, down } = this.lastStoredUptime);
    }
    // Minutes not written yet (the database was unreachable) count too.
    for (const [minute, counts] of this.pendingMinutes) {
      const at = Date.parse(minute);
      starts.forEach((start, i) => {
        if (at < start.getTime()) return;
        minutes[i]! += 1;
        if (counts.outage > 0) down[i]! += 1;
      });
    }
    return {
      last24h: percent(minutes[0]! - down[0]!, minutes[0]!),
      last7d: percent(minutes[1]! - down[1]!, minutes[1]!),
      last30d: percent(minutes[2]! - down[2]!, minutes[2]!),
    };
  }
}

interface StoredIncident {
  id: string;
  componentId: string | null;
  title: string;
  description: string;
  status: SystemIncident['status'];
  startedAt: Date | string;
  resolvedAt: Date | string | null;
}

const INCIDENT_COLUMNS = `select id::text as id, component_id as "componentId", title, description, status,
  started_at as "startedAt", resolved_at as "resolvedAt"`;

function toView(row: StoredIncident): IncidentView {
  return {
    id: row.id,
    title: row.title,
    date: new Date(row.startedAt).toISOString(),
    description: row.description,
    componentId: row.componentId,
    status: row.status,
    resolvedAt: row.resolvedAt ? new Date(row.resolvedAt).toISOString() : null,
  };
}

async function saveComponents(tx: Queryable, components: ComponentReport[]): Promise<void> {
  await tx.query(
    `insert into system_components (id, name, description, icon, status, sort_order, updated_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::timestamptz[])
     on conflict (id) do update set name = excluded.name, description = excluded.description,
       icon = excluded.icon, status = excluded.status, updated_at = excluded.updated_at`,
    [
      components.map((c) => c.id),
      components.map((c) => c.name),
      components.map((c) => c.description),
      components.map((c) => c.icon),
      components.map((c) => c.status),
      components.map((_, i) => i + 1),
      components.map((c) => c.lastUpdated),
    ],
  );
}

/** Inserts an open incident; when the component already has one stored, returns that one's id. */
async function openIncident(tx: Queryable, incident: IncidentView): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into system_incidents (id, component_id, title, description, status, started_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict do nothing returning id::text as id`,
    [
      incident.id,
      incident.componentId,
      incident.title,
      incident.description,
      incident.status,
      incident.date,
    ],
  );
  if (rows[0]) return rows[0].id;
  const existing = await tx.query<{ id: string }>(
    `select id::text as id from system_incidents where component_id = $1 and resolved_at is null`,
    [incident.componentId],
  );
  return existing.rows[0]?.id ?? incident.id;
}
