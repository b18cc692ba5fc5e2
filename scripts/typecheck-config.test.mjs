// `npm test` type-checks the front-end packages as one program (tsconfig.frontend.json) instead of
// each package's own tsconfig.json. That is only the same check while the packages it names keep
// the front end's compiler options and include nothing it leaves out. Run by `npm test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

const frontend = readJson('tsconfig.frontend.json');
const folders = [...new Set(frontend.include.map((entry) => entry.split('/')[0]))];

describe('the front end type-checked as one program', () => {
  it('names the shell, shared and the six remotes', () => {
    assert.deepEqual([...folders].sort(), [
      'mfe-business',
      'mfe-catalogue',
      'mfe-commerce',
      'mfe-dashboard',
      'mfe-operations',
      'mfe-public',
      'shared',
      'shell',
    ]);
  });

  for (const folder of folders) {
    it(`checks ${folder} with its own options and all of its files`, () => {
      const own = readJson(path.join(folder, 'tsconfig.json'));
      assert.equal(own.extends, '../tsconfig.base.json');
      assert.equal(frontend.extends, './tsconfig.base.json');
      assert.deepEqual(own.compilerOptions, frontend.compilerOptions);
      for (const entry of own.include) {
        assert.ok(
          frontend.include.includes(`${folder}/${entry}`),
          `tsconfig.frontend.json should include ${folder}/${entry}`,
        );
      }
    });
  }
});
