// Releases, the registry and the hosting that serves them (docs/deploying.md): a release is
// frozen, publishing and rolling back touch only the registry and the app's own history, and
// the host serves whatever the registry says at the moment of the request. Run by `npm test`.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { selectApps } from './lib/apps.mjs';
import {
  createRelease,
  listReleases,
  publishRelease,
  readRegistry,
  rollBack,
} from './lib/releases.mjs';
import { createAppHandler } from './serve.mjs';

const catalogue = selectApps('mfe-catalogue')[0];
const business = selectApps('mfe-business')[0];
const shell = selectApps('shell')[0];

/** A build of `app` in a folder of its own, as webpack writes it, with `title` in its page. */
function fakeBuild(parent, app, title) {
  const dist = path.join(parent, `${app.dir}-${title.replace(/\W+/g, '-')}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${title}</title>`);
  if (app.dir === 'shell') return { ...app, distDir: dist };
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${app.federationName}; // ${title}`);
  fs.writeFileSync(path.join(dist, 'page.0a1b2c3d.js'), `export default ${JSON.stringify(title)};`);
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: app.federationName,
      metaData: { pluginVersion: '2.9.2' },
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }],
    }),
  );
  fs.writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({
      pages: [{ path: '/products', module: './ProductsPage', access: 'protected' }],
      widgets: [],
    }),
  );
  return { ...app, distDir: dist };
}

/** Every file under `folder` with the hash of its content. */
function snapshot(folder) {
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
        return [path.relative(folder, file), hash];
      }),
  );
}

describe('releases and the registry', () => {
  let work;
  let dir;
  before(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
    dir = path.join(work, 'releases');
  });
  after(() => fs.rmSync(work, { recursive: true, force: true }));

  it('freezes a build into a versioned release that says what it was built from', () => {
    const v1 = fakeBuild(work, catalogue, 'Productos');
    const { version, created, release } = createRelease(v1, {
      dir,
      now: new Date('2026-12-07T20:30:15Z'),
    });
    assert.equal(created, true);
    assert.match(version, /^20261207T203015Z-[0-9a-f]{8}$/);
    assert.equal(release.app, 'mfe_catalogue');
    assert.match(release.commit, /^[0-9a-f]{40}$|^unknown$/);
    assert.equal(release.builtAt, '2026-12-07T20:30:15.000Z');
    assert.deepEqual(release.shared, { react: '^19.3.1' });
    assert.equal(release.federation, '2.9.2');
    assert.deepEqual(release.pages, [
      { path: '/products', module: './ProductsPage', access: 'protected' },
    ]);
    const folder = path.join(dir, 'mfe-catalogue', version);
    assert.equal(
      fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8'),
      fs.readFileSync(path.join(v1.distDir, 'remoteEntry.js'), 'utf8'),
    );
    assert.ok(fs.existsSync(path.join(folder, 'release.json')));
  });

  it('gives the same files the same release, and never writes over one', () => {
    const again = fakeBuild(work, catalogue, 'Productos');
    const [existing] = listReleases(catalogue, dir);
    const { version, created } = createRelease(again, { dir });
    assert.equal(created, false);
    assert.equal(version, existing);
    assert.throws(() => createRelease(again, { dir, version: existing }), /exists already/);
  });

  it('publishes a release: the registry names it, with its manifest and pages', () => {
    const [v1] = listReleases(catalogue, dir);
    const { entry, previous } = publishRelease(catalogue, v1, { dir });
    assert.equal(previous, null);
    assert.equal(entry.manifest, `http://localhost:3003/releases/${v1}/mf-manifest.json`);
    assert.deepEqual(readRegistry(dir).apps.mfe_catalogue.pages, entry.pages);
    assert.throws(
      () => publishRelease(catalogue, '20991231T000000Z-00000000', { dir }),
      /no release/,
    );
  });

  it('releases and publishes one app without changing any file of another', () => {
    const other = fakeBuild(work, business, 'Mi Negocio');
    publishRelease(business, createRelease(other, { dir }).version, { dir });
    const othersBefore = snapshot(path.join(dir, 'mfe-business'));
    const shellBefore = snapshot(path.join(dir, 'shell'));
    const businessEntry = readRegistry(dir).apps.mfe_business;

    const v2 = fakeBuild(work, catalogue, 'Productos y Packs');
    const { version } = createRelease(v2, { dir, now: new Date('2026-12-07T21:00:00Z') });
    publishRelease(catalogue, version, { dir });

    assert.deepEqual(snapshot(path.join(dir, 'mfe-business')), othersBefore);
    assert.deepEqual(snapshot(path.join(dir, 'shell')), shellBefore);
    assert.deepEqual(readRegistry(dir).apps.mfe_business, businessEntry);
    assert.equal(readRegistry(dir).apps.mfe_catalogue.version, version);
  });

  it('keeps a remote where the registry already serves it from', () => {
    const [v1] = listReleases(catalogue, dir);
    const cdn = publishRelease(catalogue, v1, { dir, origin: 'https://cdn.example.cl/catalogo' });
    assert.equal(cdn.entry.manifest, `https://cdn.example.cl/releases/${v1}/mf-manifest.json`);
    const [, v2] = listReleases(catalogue, dir);
    const next = publishRelease(catalogue, v2, { dir });
    assert.equal(next.entry.manifest, `https://cdn.example.cl/releases/${v2}/mf-manifest.json`);
    publishRelease(catalogue, v2, { dir, origin: catalogue.url });
  });

  it('rolls back to the release live before, or to any earlier one', () => {
    const [v1, v2] = listReleases(catalogue, dir);
    assert.equal(readRegistry(dir).apps.mfe_catalogue.version, v2);
    assert.deepEqual(rollBack(catalogue, { dir }), {
      entry: readRegistry(dir).apps.mfe_catalogue,
      from: v2,
      to: v1,
    });
    assert.equal(rollBack(catalogue, { dir, to: v2 }).to, v2);
    assert.throws(() => rollBack(catalogue, { dir, to: v2 }), /already live/);
    assert.throws(() => rollBack(shell, { dir }), /no earlier release/);
  });

  describe('the hosting', () => {
    let servers;
    const base = {};
    const get = (app, url, headers = {}) => fetch(`${base[app]}${url}`, { headers });

    before(async () => {
      const shellBuild = fakeBuild(work, shell, 'Suscribe');
      publishRelease(shell, createRelease(shellBuild, { dir }).version, { dir });
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
    });

    it('serves the live release at the root, and each release at its own path, immutable', async () => {
      const [v1, v2] = listReleases(catalogue, dir);
      assert.match(
        await (await get('mfe-catalogue', '/remoteEntry.js')).text(),
        /Productos y Packs/,
      );
      const old = await get('mfe-catalogue', `/releases/${v1}/page.0a1b2c3d.js`);
      assert.equal(old.status, 200);
      assert.match(await old.text(), /"Productos"/);
      const entry = await get('mfe-catalogue', `/releases/${v2}/remoteEntry.js`);
      assert.equal(entry.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await get('mfe-catalogue', `/releases/${v2}/products`)).status, 404);
      assert.equal((await get('mfe-catalogue', '/releases/../registry.json')).status, 404);
    });

    it('serves a chunk at the root from whichever kept release has it', async () => {
      const [v1] = listReleases(catalogue, dir);
      const onlyInV1 = 'form.0f0e0d0c.js';
      fs.writeFileSync(path.join(dir, 'mfe-catalogue', v1, onlyInV1), 'export const form = 1;');
      const chunk = await get('mfe-catalogue', `/${onlyInV1}`);
      assert.equal(chunk.status, 200);
      assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await get('mfe-catalogue', '/gone.0f0e0d0c.js')).status, 404);
    });

    it('follows a rollback at the next request, and a release whose files are gone is gone', async () => {
      const [v1, v2] = listReleases(catalogue, dir);
      rollBack(catalogue, { dir, to: v1 });
      assert.match(
        await (await get('mfe-catalogue', '/remoteEntry.js')).text(),
        /Productos"?;?$|Productos$/m,
      );
      fs.rmSync(path.join(dir, 'mfe-catalogue', v2), { recursive: true });
      assert.equal((await get('mfe-catalogue', `/releases/${v2}/remoteEntry.js`)).status, 404);
    });

    it('serves the registry from the shell’s host, revalidated by its ETag', async () => {
      const first = await get('shell', '/registry.json');
      assert.equal(first.headers.get('cache-control'), 'no-cache');
      const registry = await first.json();
      assert.deepEqual(Object.keys(registry.apps).sort(), [
        'mfe_business',
        'mfe_catalogue',
        'shell',
      ]);
      const again = await get('shell', '/registry.json', {
        'if-none-match': first.headers.get('etag'),
      });
      assert.equal(again.status, 304);
      assert.equal((await get('mfe-catalogue', '/registry.json')).status, 404);
    });

    it('puts the origins of the live remotes in the shell page’s policy', async () => {
      const page = await get('shell', '/products');
      assert.match(await page.text(), /<title>Suscribe<\/title>/);
      assert.match(
        page.headers.get('content-security-policy'),
        /script-src 'self' http:\/\/localhost:3003 http:\/\/localhost:3006/,
      );
    });
  });
});
