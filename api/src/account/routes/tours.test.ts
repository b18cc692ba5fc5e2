import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import {
  DEMO_EMAIL,
  NEW_EMAIL,
  OTHER_EMAIL,
  bearer,
  getAccessToken,
} from '../../testing/tokens.ts';
import {
  FUTURE_VISITED_AT,
  INVALID_VISITED_AT,
  TOUR_ID_MISMATCH,
  UNKNOWN_TOUR,
} from './mark-tour-visited.ts';

const UNVISITED = { dashboard: null, 'client-detail': null };

/** No Authorization header, then a bearer that is not a token: both must get 401. */
const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

describe('visited tours (GET /api/store/tours, PUT /api/store/tours/:idTour/mark-as-visited)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };
  let nueva: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
  });
  after(() => testApp.close());

  const list = (headers: Record<string, string>) =>
    testApp.app.inject({ url: '/api/store/tours', headers });

  const mark = (tour: string, payload: unknown, headers: Record<string, string>) =>
    testApp.sendJson(
      'PUT',
      `/api/store/tours/${encodeURIComponent(tour)}/mark-as-visited`,
      payload,
      headers,
    );

  async function tourRows(email: string) {
    const { rows } = await testApp.db.query<{ tour_id: string; visited_at: Date | null }>(
      `select t.tour_id, t.visited_at from user_tours t join users u on u.id = t.user_id
       where u.email = $1 order by t.tour_id`,
      [email],
    );
    return rows;
  }

  it('answers 401 without a token', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await list(headers)).statusCode, 401);
      const response = await mark(
        'dashboard',
        { tourId: 'dashboard', visitedAt: new Date().toISOString() },
        headers,
      );
      assert.equal(response.statusCode, 401);
    }
  });

  it('lists every known tour as null before any visit, even without a store', async () => {
    const response = await list(nueva);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), UNVISITED);
  });

  it('lists the dashboard tour the established merchants saw (seed) with its date', async () => {
    for (const [email, headers] of [
      [DEMO_EMAIL, demo],
      [OTHER_EMAIL, otra],
    ] as const) {
      const [seeded] = await tourRows(email);
      assert.equal(seeded?.tour_id, 'dashboard', email);
      assert.deepEqual((await list(headers)).json(), {
        dashboard: seeded?.visited_at?.toISOString(),
        'client-detail': null,
      });
    }
  });

  it('rejects bad bodies with 400 and writes nothing', async () => {
    const now = new Date().toISOString();
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const cases: Array<[string, unknown, string]> = [
      ['dashboard', {}, 'tourId es requerido'],
      ['dashboard', { tourId: 'dashboard' }, 'visitedAt es requerido'],
      ['dashboard', { tourId: 'client-detail', visitedAt: now }, TOUR_ID_MISMATCH],
      ['onboarding', { tourId: 'onboarding', visitedAt: now }, UNKNOWN_TOUR],
      ['dashboard', { tourId: 'dashboard', visitedAt: 'ayer' }, INVALID_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: '2026-02-30' }, INVALID_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: '2026-02-30T10:00:00Z' }, INVALID_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: '2026-11-22T10:00:00' }, INVALID_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: '22-11-2026' }, INVALID_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: future }, FUTURE_VISITED_AT],
      ['dashboard', { tourId: 'dashboard', visitedAt: '2999-01-01' }, FUTURE_VISITED_AT],
      ['dashboard', ['dashboard'], 'Se esperaba un objeto JSON'],
    ];
    const otraBefore = await tourRows(OTHER_EMAIL);
    for (const [tour, payload, message] of cases) {
      const response = await mark(tour, payload, otra);
      assert.equal(response.statusCode, 400, `${tour} ${JSON.stringify(payload)}`);
      assert.equal(response.json().error, 'Bad Request');
      assert.equal(response.json().message, message, `${tour} ${JSON.stringify(payload)}`);
    }
    assert.deepEqual(await tourRows(OTHER_EMAIL), otraBefore);
  });

  it("marks a tour for the caller only, leaving other users' tours untouched", async () => {
    const demoBefore = await tourRows(DEMO_EMAIL);
    const { dashboard } = (await list(otra)).json();
    const visitedAt = new Date(Date.now() - 1000);
    const response = await mark(
      'client-detail',
      { tourId: 'client-detail', visitedAt: visitedAt.toISOString() },
      otra,
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      dashboard,
      'client-detail': visitedAt.toISOString(),
    });
    assert.deepEqual((await list(otra)).json(), response.json());

    assert.deepEqual(await tourRows(DEMO_EMAIL), demoBefore, "demo's tours unchanged");
    assert.deepEqual(
      (await list(demo)).json().dashboard,
      demoBefore.find((row) => row.tour_id === 'dashboard')?.visited_at?.toISOString() ?? null,
    );
    assert.deepEqual((await list(nueva)).json(), UNVISITED);
  });

  it('accepts a calendar date or an offset date-time, and keeps the first visit', async () => {
    const first = await mark(
      'client-detail',
      { tourId: 'client-detail', visitedAt: '2026-11-20T09:30:00-03:00' },
      nueva,
    );
    assert.equal(first.statusCode, 200);
    assert.equal(first.json()['client-detail'], '2026-11-20T12:30:00.000Z');
    const again = await mark(
      'client-detail',
      { tourId: 'client-detail', visitedAt: new Date().toISOString() },
      nueva,
    );
    assert.equal(again.statusCode, 200);
    assert.equal(
      again.json()['client-detail'],
      '2026-11-20T12:30:00.000Z',
      'completing again keeps the first date',
    );

    const dateOnly = await mark(
      'dashboard',
      { tourId: 'dashboard', visitedAt: '2026-11-01' },
      nueva,
    );
    assert.equal(dateOnly.statusCode, 200);
    assert.deepEqual(dateOnly.json(), {
      dashboard: '2026-11-01T00:00:00.000Z',
      'client-detail': '2026-11-20T12:30:00.000Z',
    });
  });

  it('tolerates a browser clock a little ahead of the server', async () => {
    const slightlyAhead = new Date(Date.now() + 60 * 1000).toISOString();
    const response = await mark(
      'dashboard',
      { tourId: 'dashboard', visitedAt: slightlyAhead },
      demo,
    );
    assert.equal(response.statusCode, 200);
  });

  it('lists only the known tours, whatever else the table holds', async () => {
    await testApp.db.query(
      `insert into user_tours (user_id, tour_id, visited_at)
       select id, 'retired-tour', now() from users where email = $1`,
      [OTHER_EMAIL],
    );
    assert.deepEqual(Object.keys((await list(otra)).json()).sort(), ['client-detail', 'dashboard']);
  });
});
