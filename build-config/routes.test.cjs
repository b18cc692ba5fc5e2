// The declarations behind the remotes' exposes, standalone pages and the shell's route table.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it } = require('node:test');

const { exposesOf, readPages, remoteFolders, remoteRouteTable } = require('./routes.cjs');

describe('remote page declarations', () => {
  it('expose one module per declared page, each an existing file', () => {
    for (const { dir } of remoteFolders()) {
      const pages = readPages(dir);
      const exposes = exposesOf(dir);
      assert.equal(Object.keys(exposes).length, pages.length, dir);
      for (const file of Object.values(exposes)) assert.ok(fs.existsSync(path.join(dir, file)));
    }
  });

  it('give the shell every page of every remote', () => {
    const declared = remoteFolders().reduce((count, { dir }) => count + readPages(dir).length, 0);
    assert.equal(remoteRouteTable().length, declared);
    assert.ok(declared >= 34, 'the spec has 34 remote pages');
  });

  it('refuse a declaration whose page file does not exist', () => {
    const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'routes-'));
    fs.writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify({
        pages: [{ path: '/x', module: './XPage', file: './src/X.tsx', access: 'public' }],
      }),
    );
    assert.throws(() => readPages(dir), /missing file/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
