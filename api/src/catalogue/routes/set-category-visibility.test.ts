import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { DEMO_STORE_ID, OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CategoryNode } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('PUT /api/categories/visibility/:action/:id', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const setVisibility = (
    action: string,
    id: string,
    headers: Bearer = demo,
    payload: unknown = { categoryId: id },
  ) => h.call('PUT', `/api/categories/visibility/${action}/${id}`, headers, payload);
  const enabled = (id: string) =>
    h.one<boolean>('select is_enabled as value from categories where id = $1', [id]);

  it('hides and shows a category, as the tree then shows it', async () => {
    const id = await h.categoryId(DEMO_STORE_ID, 'parent_id is null and is_enabled');
    const hidden = await setVisibility('hide', id);
    assert.equal(hidden.statusCode, 200, hidden.body);
    const node = hidden.json() as CategoryNode;
    assert.equal(node.id, id);
    assert.equal(node.isEnabled, false);
    const tree = (await h.call('GET', '/api/categories', demo)).json().categories as CategoryNode[];
    assert.equal(tree.find((category) => category.id === id)?.isEnabled, false);
    const again = await setVisibility('hide', id, demo, {});
    assert.equal(again.statusCode, 200, 'hiding twice is harmless');
    const shown = await setVisibility('show', id);
    assert.equal(shown.json().isEnabled, true);
    assert.equal(await enabled(id), true);
  });

  it('answers 400 for an unknown action, a bad id or a body for another category', async () => {
    const id = await h.categoryId(DEMO_STORE_ID);
    const other = await h.categoryId(DEMO_STORE_ID, 'parent_id is not null');
    assert.equal((await setVisibility('toggle', id)).statusCode, 400);
    assert.equal((await setVisibility('show', 'cafe')).statusCode, 400);
    const mismatch = await setVisibility('hide', id, demo, { categoryId: other });
    assert.equal(mismatch.statusCode, 400);
    assert.equal(
      mismatch.json().message,
      'El identificador de la categoría no coincide con el de la dirección',
    );
    assert.equal(await enabled(id), true);
  });

  it("answers 404 to another store's token, changing nothing, and 401 without one", async () => {
    const id = await h.categoryId(DEMO_STORE_ID, 'is_enabled');
    const response = await setVisibility('hide', id, otra);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Categoría no encontrada');
    assert.equal(await enabled(id), true);
    assert.equal((await setVisibility('hide', id, {} as Bearer)).statusCode, 401);
    const own = await h.categoryId(OTRA_STORE_ID);
    assert.equal((await setVisibility('hide', own, otra)).statusCode, 200);
  });
});
