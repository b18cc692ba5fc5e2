import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { TRANSACTION_CATEGORIES, type AccountTransaction } from '../contract.ts';
import { STATEMENT_MESSAGES, currentMonth } from '../statements.ts';

const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

/** 'MM-yyyy' of the month `back` months before the current one (negative: ahead). */
function period(back: number): string {
  const [year, month] = currentMonth();
  const date = new Date(Date.UTC(year, month - 1 - back, 1));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
}

/** 'MM-yyyy' of an instant in Santiago. */
function periodOf(iso: string): string {
  const [year, month] = currentMonth(new Date(iso));
  return `${String(month).padStart(2, '0')}-${year}`;
}

describe('account statements (GET /api/business/account-statement/:variant)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const read = (variant: string, query: string, headers: Record<string, string>) =>
    testApp.app.inject({ url: `/api/business/account-statement/${variant}${query}`, headers });
  const transactions = async (variant: string, month: string, headers = demo) => {
    const response = await read(variant, `?period=${month}`, headers);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().transactions as AccountTransaction[];
  };

  it('answers 401 without a valid token', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await read('sales', `?period=${period(0)}`, headers)).statusCode, 401);
    }
  });

  it("gives one month of the caller's sales statement, newest first, its balances chained", async () => {
    const month = period(1);
    const response = await read('sales', `?period=${month}`, demo);
    assert.equal(response.statusCode, 200);
    const body = response.json() as {
      variant: string;
      period: string;
      transactions: AccountTransaction[];
    };
    assert.equal(body.variant, 'sales');
    assert.equal(body.period, month);
    const list = body.transactions;
    assert.ok(list.length > 20, `a month of sales has movements (${list.length})`);
    assert.ok(
      list.every((t) => periodOf(t.date) === month),
      'every one in the month (Santiago)',
    );
    const dates = list.map((t) => t.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.ok(
      list.every((t) => (TRANSACTION_CATEGORIES as readonly string[]).includes(t.category)),
    );
    assert.ok(
      list.some((t) => t.movement_type === 'credit') &&
        list.some((t) => t.movement_type === 'debit'),
    );
    // Each balance is the one before it plus a credit or minus a debit.
    const oldestFirst = [...list].reverse();
    for (let i = 1; i < oldestFirst.length; i += 1) {
      const [before, t] = [oldestFirst[i - 1]!, oldestFirst[i]!];
      const sign = t.movement_type === 'credit' ? 1 : -1;
      assert.equal(t.balance_after, before.balance_after + sign * t.amount, t.uuid);
    }
    // A sale's reference is one of the store's orders.
    const references = list.flatMap((t) => (t.reference ? [t.reference] : []));
    assert.ok(references.length > 0);
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(*)::int as n from orders o join stores s on s.id = o.store_id
       join users u on u.id = s.owner_user_id
       where u.email = 'demo@tienda.cl' and o.id::text = any($1)`,
      [[...new Set(references)]],
    );
    assert.equal(rows[0]?.n, new Set(references).size);
  });

  it('gives the commission statement apart, the current month included, and nothing before the store', async () => {
    const commission = await transactions('commission', period(1));
    assert.ok(commission.length > 0);
    assert.ok(commission.some((t) => t.category === 'plan_renewal' && t.movement_type === 'debit'));
    const sales = new Set((await transactions('sales', period(1))).map((t) => t.uuid));
    assert.ok(commission.every((t) => !sales.has(t.uuid)));
    // The current month answers (it may still be empty on its first day).
    assert.ok(Array.isArray(await transactions('sales', period(0))));
    assert.deepEqual(await transactions('sales', period(30)), []);
  });

  it('keeps each store to its own statements', async () => {
    const month = period(1);
    const demoIds = new Set((await transactions('sales', month)).map((t) => t.uuid));
    const others = [
      ...(await transactions('sales', month, otra)),
      ...(await transactions('commission', month, otra)),
    ];
    assert.ok(others.every((t) => !demoIds.has(t.uuid)));
  });

  it('refuses a malformed period, a future month and an unknown statement with a Spanish 400', async () => {
    for (const bad of [
      '2026-11',
      '13-2026',
      '00-2026',
      '1-2026',
      '01-26',
      'enero',
      '',
      '01-1999',
      ' 01-2026x',
    ]) {
      const response = await read('sales', `?period=${encodeURIComponent(bad)}`, demo);
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json().message, STATEMENT_MESSAGES.period, bad);
      assert.equal(response.json().fields.period, STATEMENT_MESSAGES.period, bad);
    }
    for (const future of [period(-1), period(-13)]) {
      const response = await read('commission', `?period=${future}`, demo);
      assert.equal(response.statusCode, 400, future);
      assert.equal(response.json().message, 'El período no puede ser posterior al mes actual');
    }
    const missing = await read('sales', '', demo);
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /period/);
    const variant = await read('ventas', `?period=${period(0)}`, demo);
    assert.equal(variant.statusCode, 400);
    assert.match(variant.json().message, /variant/);
  });
});
