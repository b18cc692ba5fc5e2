// The house rules ESLint holds (eslint.config.mjs), proved on a throwaway remote: a feature
// reached through a deep path, an import cycle, a remote importing another remote's source, and
// the api imported as a value. Run by `npm test` in its lint stage.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A remote's folder name, so the per-remote rules apply; removed after the run.
const REMOTE = `mfe-lint-fixture-${process.pid}`;

const FILES = {
  'tsconfig.json': JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
  'src/features/cart/index.ts': "export { total } from './total';\n",
  'src/features/cart/total.ts': 'export const total = 1;\n',
  'src/features/checkout/deep.ts':
    "import { total } from '../cart/total';\nexport const deep = total;\n",
  'src/features/checkout/entry.ts':
    "import { total } from '../cart';\nexport const entry = total;\n",
  'src/lib/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
  'src/lib/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
  'src/lib/other-remote.ts':
    "import { page } from '../../../mfe-public/src/page';\nexport const other = page;\n",
  'src/lib/api-value.ts':
    "import { accountRoutes } from '@platform/api/contracts';\nexport const routes = accountRoutes;\n",
  'src/lib/api-type.ts':
    "import type { Profile } from '@platform/api/contracts';\nexport type Me = Profile;\n",
};

describe('lint rules', () => {
  /** file → the rule ids ESLint reports for it */
  const reported = new Map();

  before(async () => {
    for (const [file, text] of Object.entries(FILES)) {
      const full = path.join(ROOT, REMOTE, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
    // A new ESLint reads the config now, so it sees the fixture remote among the apps.
    const eslint = new ESLint({ cwd: ROOT });
    for (const result of await eslint.lintFiles([`${REMOTE}/src/**/*.ts`])) {
      const file = path.relative(path.join(ROOT, REMOTE), result.filePath);
      reported.set(file, new Set(result.messages.map((message) => message.ruleId)));
    }
  });
  after(() => fs.rmSync(path.join(ROOT, REMOTE), { recursive: true, force: true }));

  it('refuses a deep import into another feature and accepts its public entry', () => {
    assert.ok(reported.get('src/features/checkout/deep.ts')?.has('import-x/no-restricted-paths'));
    assert.equal(reported.get('src/features/checkout/entry.ts')?.size, 0);
  });

  it('refuses an import cycle', () => {
    assert.ok(reported.get('src/lib/ping.ts')?.has('import-x/no-cycle'));
    assert.ok(reported.get('src/lib/pong.ts')?.has('import-x/no-cycle'));
  });

  it("refuses a remote importing another remote's source", () => {
    assert.ok(
      reported.get('src/lib/other-remote.ts')?.has('@typescript-eslint/no-restricted-imports'),
    );
  });

  it("takes the api's contracts as types only", () => {
    assert.ok(
      reported.get('src/lib/api-value.ts')?.has('@typescript-eslint/no-restricted-imports'),
    );
    assert.equal(reported.get('src/lib/api-type.ts')?.size, 0);
  });
});
