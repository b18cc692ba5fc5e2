// The remotes' chunks are loaded from the origin's root, whatever release's entry loaded them.
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');

describe('a release entry’s public path (release-public-path.mjs)', () => {
  it('drops the release’s folder, and only that', async () => {
    // The module assigns webpack's variable when it runs: give it one, as webpack would.
    globalThis.__webpack_public_path__ =
      'http://localhost:3003/releases/20261207T203015Z-3f2a9c1b/';
    const { withoutRelease, default: plugin } = await import('./release-public-path.mjs');
    assert.equal(globalThis.__webpack_public_path__, 'http://localhost:3003/');
    assert.equal(
      withoutRelease('https://cdn.example.cl/catalogo/releases/v2/'),
      'https://cdn.example.cl/catalogo/',
    );
    assert.equal(withoutRelease('http://localhost:3003/'), 'http://localhost:3003/');
    assert.equal(
      withoutRelease('https://cdn.example.cl/releases-notes/'),
      'https://cdn.example.cl/releases-notes/',
    );
    assert.equal(plugin().name, 'release-public-path');
    delete globalThis.__webpack_public_path__;
  });
});
