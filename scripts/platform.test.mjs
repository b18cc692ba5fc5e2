// The shell host's `/platform.json` (docs/deploying.md, "The platform panel"): each app's live
// release, manifest and shared ranges beside the shell's, from the registry at each request.
// The only tests of how ranges are compared: the panel in the shell shows `/platform.json` as it
// comes (shell/src/routes/platform/). Run by `npm test`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { selectApps } from './lib/apps.mjs';
import { compareRange, majorOf, platformStatus } from './lib/platform.mjs';
import { registryPath } from './lib/releases.mjs';
import { createAppHandler } from './serve.mjs';

const [shell, catalogue] = selectApps('shell,mfe-catalogue');

const release = (version, shared, extra = {}) => ({
  version,
  commit: '3f2a9c1b7d5e4f6a8b9c0d1e2f3a4b5c6d7e8f90',
  builtAt: '2026-12-07T20:30:15.000Z',
  publishedAt: '2026-12-07T20:31:00.000Z',
  shared,
  ...extra,
});

function registry(shellShared) {
  return {
    schema: 1,
    updatedAt: '2026-12-07T20:31:00.000Z',
    apps: {
      shell: release('20261207T203015Z-aaaaaaaa', shellShared),
      mfe_catalogue: release(
        '20261207T203015Z-bbbbbbbb',
        { '@platform/shared': '^1.2.0', react: '^19.3.1', 'lucide-react': '^0.460.0' },
        {
          manifest: 'http://localhost:3003/releases/20261207T203015Z-bbbbbbbb/mf-manifest.json',
          pages: [{ path: '/products', module: './ProductsPage', access: 'protected' }],
        },
      ),
      mfe_orphan: release('20261207T203015Z-cccccccc', {}),
    },
  };
}

describe('the platform status', () => {
  it('reads the part of a range two builds must agree on', () => {
    assert.equal(majorOf('^1.0.0'), '1');
    assert.equal(majorOf('~19.3.1'), '19');
    assert.equal(majorOf('^0.460.0'), '0.460');
    assert.equal(majorOf('*'), null);
  });

  it("compares an app's range with the shell's", () => {
    assert.equal(compareRange('^1.0.0', '^1.0.0'), 'same');
    assert.equal(compareRange('^1.2.0', '^1.0.0'), 'minor');
    assert.equal(compareRange('^2.0.0', '^1.0.0'), 'major');
    assert.equal(compareRange('^0.5.0', '^0.4.0'), 'major');
    assert.equal(compareRange('*', '^1.0.0'), 'unknown');
    assert.equal(compareRange('^1.0.0', 'latest'), 'unknown');
    assert.equal(compareRange('^1.0.0', undefined), 'not-in-shell');
  });

  it('lists the shell, then each remote with a manifest, with its release and ranges', () => {
    const status = platformStatus(registry({ '@platform/shared': '^1.0.0', react: '^18.2.0' }));
    assert.deepEqual(
      status.apps.map((app) => [app.name, app.kind, app.compatible]),
      [
        ['shell', 'shell', true],
        ['mfe_catalogue', 'remote', false],
      ],
    );
    const [, products] = status.apps;
    assert.equal(products.version, '20261207T203015Z-bbbbbbbb');
    assert.match(products.manifest, /\/releases\/20261207T203015Z-bbbbbbbb\/mf-manifest\.json$/);
    assert.deepEqual(products.shared, [
      { name: '@platform/shared', range: '^1.2.0', shellRange: '^1.0.0', match: 'minor' },
      { name: 'lucide-react', range: '^0.460.0', shellRange: null, match: 'not-in-shell' },
      { name: 'react', range: '^19.3.1', shellRange: '^18.2.0', match: 'major' },
    ]);
  });

  it('gives an empty list for a missing or broken registry', () => {
    assert.deepEqual(platformStatus(null).apps, []);
    assert.deepEqual(platformStatus({ apps: 'no' }).apps, []);
  });
});

describe("the shell host's /platform.json", () => {
  let work;
  let dir;
  let servers;
  const base = {};
  const get = (app, url) => fetch(`${base[app]}${url}`);

  before(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    dir = path.join(work, 'releases');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      registryPath(dir),
      JSON.stringify(registry({ '@platform/shared': '^1.0.0', react: '^19.0.0' })),
    );
    servers = await Promise.all(
      [shell, catalogue].map(
        (app) =>
          new Promise((resolve) => {
            const server = http.createServer(createAppHandler(app, { dir }));
            server.listen(0, '127.0.0.1', () => {
              base[app.dir] = `http://127.0.0.1:${server.address().port}`;
              resolve(server);
            });
          }),
      ),
    );
  });
  after(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves the status from the registry, to anyone, never cached', async () => {
    const response = await get('shell', '/platform.json');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const status = await response.json();
    assert.equal(status.schema, 1);
    assert.deepEqual(
      status.apps.map((app) => [app.name, app.version, app.compatible]),
      [
        ['shell', '20261207T203015Z-aaaaaaaa', true],
        ['mfe_catalogue', '20261207T203015Z-bbbbbbbb', true],
      ],
    );
  });

  it('computes it again at each request: a publish shows at once', async () => {
    fs.writeFileSync(
      registryPath(dir),
      JSON.stringify(registry({ '@platform/shared': '^2.0.0', react: '^19.0.0' })),
    );
    const status = await (await get('shell', '/platform.json')).json();
    const products = status.apps.find((app) => app.name === 'mfe_catalogue');
    assert.equal(products.compatible, false);
    assert.deepEqual(
      products.shared.find((range) => range.name === '@platform/shared'),
      { name: '@platform/shared', range: '^1.2.0', shellRange: '^2.0.0', match: 'major' },
    );
  });

  it('is served by the shell only', async () => {
    const response = await get('mfe-catalogue', '/platform.json');
    assert.notEqual(response.headers.get('content-type'), 'application/json; charset=utf-8');
  });
});
