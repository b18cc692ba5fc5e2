import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID, STARTER_PLAN_ID } from '../../db/seed-ids.ts';
import { SETUP_TASK_KEYS } from '../contract.ts';
import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, OTHER_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const ALL_DONE = SETUP_TASK_KEYS.map((id) => ({ id, isCompleted: true }));

/** No Authorization header, then a bearer that is not a token: both must get 401. */
const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

describe('setup guide (GET /api/setup/tasks, POST /api/setup/publish)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const getSetup = (headers: Record<string, string>) =>
    testApp.app.inject({ url: '/api/setup/tasks', headers });

  const publish = (payload: unknown, headers: Record<string, string>) =>
    testApp.sendJson('POST', '/api/setup/publish', payload, headers);

  const completion = async (headers: Record<string, string>) => {
    const body = (await getSetup(headers)).json() as {
      tasks: Record<string, { isCompleted: boolean }>;
    };
    return Object.fromEntries(
      Object.entries(body.tasks).map(([key, task]) => [key, task.isCompleted]),
    );
  };

  async function publication(storeId: string) {
    const { rows } = await testApp.db.query<{ published_at: Date | null; events: number }>(
      `select s.published_at, (select count(*) from store_publications p where p.store_id = s.id) as events
       from stores s where s.id = $1`,
      [storeId],
    );
    return { publishedAt: rows[0]?.published_at ?? null, events: Number(rows[0]?.events) };
  }

  it('answers 401 without a token and 404 to a merchant without a store', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await getSetup(headers)).statusCode, 401);
      assert.equal((await publish({ tasks: ALL_DONE }, headers)).statusCode, 401);
    }
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    const response = await getSetup(nueva);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Store not found');
    assert.equal((await publish({ tasks: ALL_DONE }, nueva)).statusCode, 404);
  });

  it("lists the five tasks, in order, complete for demo's published store", async () => {
    const response = await getSetup(demo);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.isStorePublished, true);
    assert.deepEqual(Object.keys(body.tasks), [...SETUP_TASK_KEYS]);
    const icons = SETUP_TASK_KEYS.map((key) => body.tasks[key].icon);
    assert.deepEqual(icons, ['Banknote', 'Phone', 'Building2', 'Package', 'CreditCard']);
    const paths = SETUP_TASK_KEYS.map((key) => body.tasks[key].path);
    assert.deepEqual(paths, [
      '/business/bank-account',
      '/business/contact',
      '/business/billing',
      '/products',
      '/payments',
    ]);
    for (const key of SETUP_TASK_KEYS) {
      const task = body.tasks[key];
      assert.deepEqual(Object.keys(task).sort(), [
        'description',
        'disabled',
        'icon',
        'id',
        'isCompleted',
        'path',
        'title',
      ]);
      assert.equal(task.id, key);
      assert.ok(task.title.length > 0 && task.description.length > 0);
      assert.equal(task.isCompleted, true, key);
      assert.equal(task.disabled, key === 'payment_card', key);
    }
  });

  it("computes otra's tasks from its data (no bank account, no billing data, no card)", async () => {
    const response = await getSetup(otra);
    assert.equal(response.json().isStorePublished, false);
    assert.deepEqual(await completion(otra), {
      bank_account: false,
      contact: true,
      billing: false,
      products: true,
      payment_card: false,
    });
  });

  it('follows the data: contact needs a phone and an e-mail, products an active product', async () => {
    const saved = await testApp.db.query<{ phones: unknown; emails: unknown }>(
      'select contact_phones as phones, contact_emails as emails from stores where id = $1',
      [OTRA_STORE_ID],
    );
    await testApp.db.query(`update stores set contact_emails = '[]' where id = $1`, [
      OTRA_STORE_ID,
    ]);
    assert.equal((await completion(otra)).contact, false, 'no e-mail');
    await testApp.db.query(
      `update stores set contact_emails = '[{"email": "contacto@huertaverde.cl", "isDefault": true}]',
       contact_phones = '[{"number": "  ", "isDefault": true}]' where id = $1`,
      [OTRA_STORE_ID],
    );
    assert.equal((await completion(otra)).contact, false, 'a blank phone does not count');
    await testApp.db.query(
      'update stores set contact_phones = $2::jsonb, contact_emails = $3::jsonb where id = $1',
      [OTRA_STORE_ID, JSON.stringify(saved.rows[0]?.phones), JSON.stringify(saved.rows[0]?.emails)],
    );
    assert.equal((await completion(otra)).contact, true);

    await testApp.db.query(`update products set status = 'archived' where store_id = $1`, [
      OTRA_STORE_ID,
    ]);
    assert.equal((await completion(otra)).products, false, 'archived products do not count');
    await testApp.db.query(`update products set status = 'active' where store_id = $1`, [
      OTRA_STORE_ID,
    ]);
    assert.equal((await completion(otra)).products, true);
  });

  it('rejects bad publish bodies with 400, changing nothing', async () => {
    const before = await publication(OTRA_STORE_ID);
    const cases: Array<[unknown, string]> = [
      [{}, 'tasks es requerido'],
      [{ tasks: 'todas' }, 'tasks debe ser una lista de tareas'],
      [{ tasks: [{ isCompleted: true }] }, 'Cada tarea debe tener un id'],
      [{ tasks: [{ id: 'logo', isCompleted: true }] }, 'Tarea desconocida: logo'],
      [{ tasks: [{ id: 'contact' }] }, 'Cada tarea debe indicar isCompleted'],
      [
        { tasks: [{ id: 'contact', isCompleted: 'quizás' }] },
        'isCompleted debe ser verdadero o falso',
      ],
      [
        { tasks: Array.from({ length: 11 }, () => ({ id: 'contact', isCompleted: true })) },
        'Demasiadas tareas',
      ],
      [[], 'Se esperaba un objeto JSON'],
    ];
    for (const [payload, message] of cases) {
      const response = await publish(payload, otra);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    assert.deepEqual(await publication(OTRA_STORE_ID), before);
  });

  it('never trusts the body: 409 listing the missing tasks, nothing published', async () => {
    const response = await publish({ tasks: ALL_DONE }, otra);
    assert.equal(response.statusCode, 409);
    const body = response.json();
    assert.equal(
      body.message,
      'No puedes publicar tu tienda todavía. Falta completar: Cuenta bancaria, Datos de facturación.',
    );
    assert.deepEqual(body.missingTasks, ['bank_account', 'billing']);
    assert.deepEqual(await publication(OTRA_STORE_ID), { publishedAt: null, events: 0 });
  });

  it("publishes otra's store once its data is complete (a disabled task does not block), only otra's", async () => {
    // Demo unpublished for this case, so that a publish reaching the wrong store would show.
    const demoPublishedAt = (await publication(DEMO_STORE_ID)).publishedAt;
    await testApp.db.query('update stores set published_at = null where id = $1', [DEMO_STORE_ID]);
    const demoEventsBefore = (await publication(DEMO_STORE_ID)).events;

    await testApp.db.query(
      `update stores set bank_id = '012', bank_account_type = 'checking', bank_account_number = '12345678',
         bank_account_rut = '76.123.456-0'
       where id = $1`,
      [OTRA_STORE_ID],
    );
    assert.equal(
      (await publish({ tasks: ALL_DONE }, otra)).statusCode,
      409,
      'billing still missing',
    );
    await testApp.db.query(
      `update stores set billing_business_name = 'Huerta Verde SpA', billing_rut = '76.123.456-0',
         billing_industry = 'Venta de verduras', billing_address = 'Av. Libertad 1045',
         billing_city = 'Viña del Mar', billing_state = 'Valparaíso', billing_zip_code = '2520000'
       where id = $1`,
      [OTRA_STORE_ID],
    );

    const claimsNothing = SETUP_TASK_KEYS.map((id) => ({ id, isCompleted: false }));
    const response = await publish({ tasks: claimsNothing }, otra);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.isStorePublished, true);
    assert.equal(body.tasks.payment_card.isCompleted, false);
    assert.equal(body.tasks.payment_card.disabled, true);
    assert.deepEqual(body, (await getSetup(otra)).json());

    const published = await publication(OTRA_STORE_ID);
    assert.ok(published.publishedAt instanceof Date);
    assert.equal(published.events, 1);
    const event = await testApp.db.query<{ email: string; tasks: unknown }>(
      `select u.email, p.tasks from store_publications p join users u on u.id = p.published_by where p.store_id = $1`,
      [OTRA_STORE_ID],
    );
    assert.equal(event.rows[0]?.email, OTHER_EMAIL);
    assert.deepEqual(event.rows[0]?.tasks, [
      { id: 'bank_account', isCompleted: true },
      { id: 'contact', isCompleted: true },
      { id: 'billing', isCompleted: true },
      { id: 'products', isCompleted: true },
      { id: 'payment_card', isCompleted: false },
    ]);
    const recorded = await testApp.db.query<{ task_key: string; is_completed: boolean }>(
      'select task_key, is_completed from store_setup_tasks where store_id = $1 order by task_key',
      [OTRA_STORE_ID],
    );
    assert.deepEqual(
      Object.fromEntries(recorded.rows.map((row) => [row.task_key, row.is_completed])),
      { bank_account: true, billing: true, contact: true, payment_card: false, products: true },
    );

    const check = await testApp.app.inject({ url: '/api/auth/login', headers: otra });
    assert.equal(check.json().store.publishedAt, published.publishedAt?.toISOString());

    assert.deepEqual(await publication(DEMO_STORE_ID), {
      publishedAt: null,
      events: demoEventsBefore,
    });
    await testApp.db.query('update stores set published_at = $2 where id = $1', [
      DEMO_STORE_ID,
      demoPublishedAt,
    ]);
  });

  it('is idempotent: publishing again keeps the first date and records no new event', async () => {
    const before = await publication(OTRA_STORE_ID);
    const response = await publish({ tasks: ALL_DONE }, otra);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().isStorePublished, true);
    assert.deepEqual(await publication(OTRA_STORE_ID), before);
    const demoAgain = await publish({ tasks: ALL_DONE }, demo);
    assert.equal(demoAgain.statusCode, 200, 'the demo store is already published');
  });

  it('starts a new store unpublished with every task pending after store setup', async () => {
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/private-platform-register',
      headers: nueva,
      payload: { businessName: 'Tienda Nueva', subdomain: 'tienda-nueva' },
    });
    assert.equal(created.statusCode, 201);
    const setup = (await getSetup(nueva)).json();
    assert.equal(setup.isStorePublished, false);
    assert.ok(SETUP_TASK_KEYS.every((key) => setup.tasks[key].isCompleted === false));
    const { currentPlan } = (
      await testApp.app.inject({ url: '/api/stores/current-plan', headers: nueva })
    ).json();
    assert.equal(
      currentPlan.id,
      STARTER_PLAN_ID,
      'a new store starts on Starter, which has no minimum',
    );
    assert.equal(currentPlan.period, 'monthly');
    assert.equal(currentPlan.nextPlanUuid, null);
    assert.match(currentPlan.renewalDate, /^\d{4}-\d{2}-\d{2}$/);
    const response = await publish({ tasks: ALL_DONE }, nueva);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json().missingTasks, [
      'bank_account',
      'contact',
      'billing',
      'products',
    ]);
  });
});
