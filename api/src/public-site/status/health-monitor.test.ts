import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { openDatabase, type DriverDatabase } from '../../db/index.ts';
import { DatabaseFault, DATABASE_FAULT_MESSAGE } from './database-fault.ts';
import { HealthMonitor } from './health-monitor.ts';
import type { Probe } from './probes.ts';

/** Probes whose outcome the test decides; the database one really queries the database. */
function probes(db: DriverDatabase, failing: Set<string>): Probe[] {
  const fake = (id: string, whenFailing: Probe['whenFailing']): Probe => ({
    id,
    name: id === 'uploads' ? 'Archivos' : 'API',
    description: id,
    icon: 'Server',
    whenFailing,
    check: async () => {
      if (failing.has(id)) throw new Error(`${id} caído`);
    },
  });
  return [
    fake('api', 'outage'),
    {
      id: 'database',
      name: 'Base de datos',
      description: 'Almacenamiento',
      icon: 'Database',
      whenFailing: 'outage',
      check: async () => {
        await db.query('select 1');
      },
    },
    fake('uploads', 'degraded'),
  ];
}

describe('HealthMonitor', () => {
  let db: DriverDatabase;
  let clock: number;
  const failing = new Set<string>();
  const now = () => new Date(clock);
  const minutes = (n: number) => n * 60_000;

  before(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
  });
  after(() => db.close());
  beforeEach(async () => {
    failing.clear();
    clock = Date.parse('2026-11-22T12:00:00Z');
    await db.query('delete from system_incidents');
    await db.query('delete from system_check_minutes');
  });

  const monitor = () => new HealthMonitor({ db, probes: probes(db, failing), now });

  async function storedIncidents() {
    const { rows } = await db.query<{
      component_id: string;
      status: string;
      resolved_at: Date | null;
      title: string;
    }>('select component_id, status, resolved_at, title from system_incidents order by started_at');
    return rows;
  }

  it('reports every component and the worst status', async () => {
    failing.add('uploads');
    const round = await monitor().check();
    assert.equal(round.status, 'degraded');
    assert.deepEqual(
      round.components.map((component) => [component.id, component.status]),
      [
        ['api', 'operational'],
        ['database', 'operational'],
        ['uploads', 'degraded'],
      ],
    );
    assert.equal(round.components[2]?.message, 'uploads caído');
    const { rows } = await db.query<{ id: string; status: string }>(
      "select id, status from system_components where id in ('api', 'database', 'uploads') order by id",
    );
    assert.deepEqual(
      rows.map((row) => [row.id, row.status]),
      [
        ['api', 'operational'],
        ['database', 'operational'],
        ['uploads', 'degraded'],
      ],
    );
  });

  it('opens a stored incident when a component fails and resolves it when it recovers', async () => {
    const health = monitor();
    await health.check();
    assert.equal((await storedIncidents()).length, 0);

    failing.add('api');
    clock += minutes(1);
    await health.check();
    clock += minutes(1);
    await health.check(); // still down: the same incident
    let stored = await storedIncidents();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.component_id, 'api');
    assert.equal(stored[0]?.status, 'investigating');
    assert.equal(stored[0]?.resolved_at, null);
    assert.equal(stored[0]?.title, 'API: interrupción del servicio');

    failing.clear();
    clock += minutes(1);
    await health.check();
    stored = await storedIncidents();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.status, 'resolved');
    assert.equal(new Date(stored[0]!.resolved_at!).toISOString(), new Date(clock).toISOString());

    const [incident] = await health.incidents();
    assert.equal(incident?.status, 'resolved');
    assert.equal(incident?.componentId, 'api');
  });

  it('computes uptime from the stored minutes: a minute with a component down is down', async () => {
    const health = monitor();
    for (let i = 0; i < 4; i += 1) {
      failing.clear();
      if (i === 1) failing.add('api');
      if (i === 2) failing.add('uploads'); // degraded: the platform answered
      await health.check();
      clock += minutes(1);
    }
    const uptime = await health.uptime();
    assert.deepEqual(uptime, { last24h: 75, last7d: 75, last30d: 75 });

    // A minute down two days ago is outside the last 24 hours only.
    await db.query(
      'insert into system_check_minutes (minute, checks, outage_checks) values ($1, 1, 1)',
      [new Date(clock - 2 * 24 * 60 * 60_000)],
    );
    assert.deepEqual(await health.uptime(), { last24h: 75, last7d: 60, last30d: 60 });
  });

  it('picks up the incident a previous process left open instead of opening another', async () => {
    failing.add('api');
    await monitor().check();
    clock += minutes(1);
    const restarted = monitor();
    await restarted.check();
    assert.equal((await storedIncidents()).length, 1);
    failing.clear();
    clock += minutes(1);
    await restarted.check();
    const stored = await storedIncidents();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]?.status, 'resolved');
  });

  it('keeps the history in memory while the database is stopped, and writes it when it is back', async () => {
    const fault = new DatabaseFault(db);
    try {
      const health = monitor();
      await health.check();
      await health.uptime(); // what a status page visit reads before the database stops
      fault.start(60_000);
      clock += minutes(1);
      const down = await health.check();
      const database = down.components.find((component) => component.id === 'database');
      assert.equal(database?.status, 'outage');
      assert.equal(database?.message, DATABASE_FAULT_MESSAGE);
      assert.equal(down.status, 'outage');

      const during = await health.incidents();
      assert.equal(during[0]?.title, 'Base de datos: interrupción del servicio');
      assert.equal(during[0]?.status, 'investigating');
      assert.deepEqual(await health.uptime(), { last24h: 50, last7d: 50, last30d: 50 });

      fault.stop();
      clock += minutes(1);
      const back = await health.check();
      assert.equal(back.status, 'operational');
      const stored = await storedIncidents();
      assert.equal(stored.length, 1);
      assert.equal(stored[0]?.component_id, 'database');
      assert.equal(stored[0]?.status, 'resolved');
      const { rows } = await db.query<{ n: number; down: number }>(
        'select count(*) as n, count(*) filter (where outage_checks > 0) as down from system_check_minutes',
      );
      assert.deepEqual(
        rows[0],
        { n: 3, down: 1 },
        'the minute measured during the outage was written',
      );
    } finally {
      fault.detach();
    }
  });

  it('shares a round that is still running', async () => {
    let calls = 0;
    const slow: Probe = {
      id: 'api',
      name: 'API',
      description: '',
      icon: 'Server',
      whenFailing: 'outage',
      check: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const health = new HealthMonitor({ db, probes: [slow], now, reuseMs: 0 });
    const [a, b] = await Promise.all([health.check(), health.check()]);
    assert.equal(a, b);
    assert.equal(calls, 1);
  });

  it('reports a check that does not answer in time', async () => {
    const hanging: Probe = {
      id: 'uploads',
      name: 'Archivos',
      description: '',
      icon: 'Server',
      whenFailing: 'degraded',
      check: () => new Promise(() => undefined),
    };
    const health = new HealthMonitor({ db, probes: [hanging], now, timeoutMs: 30 });
    const round = await health.check();
    assert.equal(round.components[0]?.status, 'degraded');
    assert.equal(round.components[0]?.message, 'Sin respuesta a tiempo');
  });
});
