import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { OTHER_EMAIL } from '../../testing/tokens.ts';

const URL = '/api/store/bank/account';
const VALID = {
  bankId: '037',
  accountType: 'savings',
  accountNumber: '0012345678',
  rut: '12345678-5',
};

describe('GET/PUT /api/store/bank/account', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const read = (headers: { authorization: string }) =>
    testApp.app.inject({ method: 'GET', url: URL, headers });
  const save = (headers: { authorization: string }, payload: unknown) =>
    testApp.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });
  const bankTask = async (headers: { authorization: string }) =>
    (await testApp.app.inject({ url: '/api/setup/tasks', headers })).json().tasks.bank_account
      .isCompleted as boolean;
  const otraColumns = async () =>
    (
      await testApp.db.query(
        `select s.bank_id, s.bank_account_type, s.bank_account_number, s.bank_account_rut
         from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
        [OTHER_EMAIL],
      )
    ).rows[0];

  it("reads the caller's account: demo's seeded one, nulls for a store without one", async () => {
    const seeded = await read(demo);
    assert.equal(seeded.statusCode, 200);
    assert.deepEqual(seeded.json(), {
      accountNumber: '29471850',
      bankId: '012',
      accountType: 'checking',
      rut: '77.284.519-7',
    });
    const empty = await read(otra);
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json(), {
      accountNumber: null,
      bankId: null,
      accountType: null,
      rut: null,
    });
  });

  it('saves the four fields, formats the RUT and completes the setup task', async () => {
    assert.equal(await bankTask(otra), false);
    const response = await save(otra, { ...VALID, accountNumber: ' 0012345678 ', extra: 'x' });
    assert.equal(response.statusCode, 200);
    const saved = { ...VALID, rut: '12.345.678-5' };
    assert.deepEqual(response.json(), saved);
    assert.deepEqual((await read(otra)).json(), saved);
    assert.equal(await bankTask(otra), true);
    // demo's account is untouched.
    assert.equal((await read(demo)).json().accountNumber, '29471850');
  });

  it('answers 400 with the spec messages and writes nothing', async () => {
    const before = await otraColumns();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...VALID, bankId: '' }, 'bankId', 'El banco es requerido'],
      [{ ...VALID, bankId: undefined }, 'bankId', 'El banco es requerido'],
      [{ ...VALID, bankId: '999' }, 'bankId', 'Selecciona un banco de la lista'],
      [{ ...VALID, accountType: 'plazo' }, 'accountType', 'Selecciona un tipo de cuenta válido'],
      [{ ...VALID, accountType: '' }, 'accountType', 'Selecciona un tipo de cuenta válido'],
      [{ ...VALID, accountNumber: '' }, 'accountNumber', 'El número de cuenta es requerido'],
      [
        { ...VALID, accountNumber: '1234567890123' },
        'accountNumber',
        'El número de cuenta no puede exceder 12 caracteres',
      ],
      [
        { ...VALID, accountNumber: '12a45' },
        'accountNumber',
        'El número de cuenta solo puede contener números y guiones',
      ],
      [{ ...VALID, rut: '' }, 'rut', 'El RUT es requerido'],
      [{ ...VALID, rut: '12.345.678-9' }, 'rut', 'RUT inválido'],
      [{ ...VALID, rut: 'hola' }, 'rut', 'RUT inválido'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save(otra, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.equal(body.message, message);
      assert.equal(body.fields[field], message);
    }
    const all = await save(otra, {});
    assert.equal(all.statusCode, 400);
    assert.deepEqual(Object.keys(all.json().fields).sort(), [
      'accountNumber',
      'accountType',
      'bankId',
      'rut',
    ]);
    const text = await testApp.sendJson('PUT', URL, 'cuenta', otra);
    assert.equal(text.statusCode, 400);
    assert.deepEqual(await otraColumns(), before, 'no partial write');
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      assert.equal(
        (await testApp.app.inject({ method: 'GET', url: URL, headers })).statusCode,
        401,
      );
      const put = await testApp.app.inject({ method: 'PUT', url: URL, headers, payload: VALID });
      assert.equal(put.statusCode, 401);
    }
  });
});
