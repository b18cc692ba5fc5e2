import type { LightMyRequestResponse } from 'fastify';

import type { TestApp } from '../testing/test-app.ts';

/** What the catalogue's route tests share: seeded rows by their data, and JSON calls. */
export function catalogueHelpers(testApp: TestApp) {
  const { db, app } = testApp;

  /** The first value of the first row (`value` column), or undefined. */
  const one = async <T = string>(sql: string, params: unknown[] = []): Promise<T | undefined> =>
    (await db.query<{ value: T }>(sql, params)).rows[0]?.value;

  /** A product id of the store matching `where` (over `products`), the first by name. */
  const productId = async (storeId: string, where = 'true'): Promise<string> => {
    const id = await one(
      `select id::text as value from products where store_id = $1 and (${where})
       order by name, id limit 1`,
      [storeId],
    );
    if (!id) throw new Error(`no product of ${storeId} where ${where}`);
    return id;
  };

  /** A category id of the store matching `where` (over `categories`), in tree order. */
  const categoryId = async (storeId: string, where = 'true'): Promise<string> => {
    const id = await one(
      `select id::text as value from categories where store_id = $1 and (${where})
       order by sort_order, name, id limit 1`,
      [storeId],
    );
    if (!id) throw new Error(`no category of ${storeId} where ${where}`);
    return id;
  };

  /** Every row of the store's table as text, to prove a refused call wrote nothing. */
  const snapshot = async (table: string, storeId: string): Promise<string[]> =>
    (
      await db.query<{ row: string }>(
        `select t::text as row from ${table} t where store_id = $1 order by t::text`,
        [storeId],
      )
    ).rows.map((row) => row.row);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    payload === undefined || method === 'GET'
      ? app.inject({ method, url, headers })
      : testApp.sendJson(method, url, payload, headers);

  return { one, productId, categoryId, snapshot, call };
}
