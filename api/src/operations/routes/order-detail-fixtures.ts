import assert from 'node:assert/strict';

import { DEMO_STORE_ID } from '../../db/seed-ids.ts';
import type { Bearer, TestApp } from '../../testing/test-app.ts';

/** The tables an order's changes write to (the outbox has no store: all of it). */
const ORDER_TABLES = ['orders', 'order_history', 'order_shipments', 'communications'] as const;

/** Helpers of the order detail routes' tests (node:test only). */
export function orderDetailFixtures(testApp: TestApp) {
  const used = new Set<string>();
  return {
    /** GET or POST a path of the api as `headers`. */
    call(method: 'GET' | 'POST', url: string, headers: Bearer, payload?: unknown) {
      return payload === undefined
        ? testApp.app.inject({ method, url, headers })
        : testApp.sendJson('POST', url, payload, headers);
    },

    /** A demo order (`o`) matching `where`, never one an earlier call of this file got. */
    async orderId(where: string, storeId = DEMO_STORE_ID): Promise<string> {
      const { rows } = await testApp.db.query<{ id: string }>(
        `select o.id::text as id from orders o where o.store_id = $1 and ${where}
         order by o.order_number desc`,
        [storeId],
      );
      const found = rows.find((row) => !used.has(row.id));
      assert.ok(found, `the seed has an order where ${where}`);
      used.add(found.id);
      return found.id;
    },

    /** One row of a query. */
    async row<T>(sql: string, params: unknown[]): Promise<T> {
      const { rows } = await testApp.db.query<T>(sql, params);
      assert.ok(rows[0], sql);
      return rows[0];
    },

    /** A digest of every order table of a store and of the outbox: equal when nothing was written. */
    async snapshot(storeId = DEMO_STORE_ID): Promise<Record<string, string>> {
      const digest: Record<string, string> = {};
      for (const table of ORDER_TABLES) {
        const { rows } = await testApp.db.query<{ digest: string }>(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
           from ${table} t where store_id = $1`,
          [storeId],
        );
        digest[table] = rows[0]?.digest ?? '';
      }
      const { rows } = await testApp.db.query<{ digest: string }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from outbox t`,
      );
      digest.outbox = rows[0]?.digest ?? '';
      return digest;
    },
  };
}
