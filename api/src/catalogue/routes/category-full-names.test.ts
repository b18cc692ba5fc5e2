import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { OTRA_STORE_ID } from '../../db/seed-ids.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import type { CategoryFullName } from '../contract.ts';
import { catalogueHelpers } from '../test-helpers.ts';

describe('GET and POST /api/categories/full-names', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;
  let h: ReturnType<typeof catalogueHelpers>;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
    h = catalogueHelpers(testApp);
  });
  after(() => testApp.close());

  const all = async (headers: Bearer = demo) => {
    const response = await h.call('GET', '/api/categories/full-names', headers);
    assert.equal(response.statusCode, 200);
    return response.json().categories as CategoryFullName[];
  };

  it('lists every category with its display name, each root followed by its children', async () => {
    const names = await all();
    assert.equal(names.length, 18);
    assert.deepEqual(
      names.slice(0, 5).map((category) => category.fullName),
      ['Café', 'Café > Café en grano', 'Café > Café molido', 'Café > Cápsulas', 'Té e infusiones'],
    );
    const grano = names[1] as CategoryFullName;
    assert.equal(grano.name, 'Café en grano');
    assert.equal(grano.parentId, names[0]?.id);
    assert.equal(names.find((c) => c.name === 'Temporada')?.isEnabled, false);
  });

  it('gives the names of the ids asked for, leaving out those of other stores', async () => {
    const names = await all();
    const wanted = [names[3]?.id, names[1]?.id] as string[];
    const theirs = await h.categoryId(OTRA_STORE_ID);
    const response = await h.call('POST', '/api/categories/full-names', demo, {
      categoryIds: [...wanted, theirs, '00000000-0000-4000-8000-000000000000'],
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json().categories as CategoryFullName[]).map((category) => category.fullName),
      ['Café > Café en grano', 'Café > Cápsulas'],
    );
    const everything = await h.call('POST', '/api/categories/full-names', demo, {});
    assert.equal(everything.json().categories.length, 18);
    const bad = await h.call('POST', '/api/categories/full-names', demo, { categoryIds: ['cafe'] });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /categoryIds/);
  });

  it('gives another store only its own names, and 401 without a token', async () => {
    const demoIds = new Set((await all()).map((category) => category.id));
    const theirs = await all(otra);
    assert.ok(theirs.length > 0);
    for (const category of theirs) assert.ok(!demoIds.has(category.id));
    const asked = await h.call('POST', '/api/categories/full-names', otra, {
      categoryIds: [...demoIds],
    });
    assert.deepEqual(asked.json().categories, []);
    assert.equal((await h.call('GET', '/api/categories/full-names', {})).statusCode, 401);
  });
});
