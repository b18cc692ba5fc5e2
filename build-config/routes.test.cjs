// The declarations behind the remotes' exposes, standalone pages and the shell's route table.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');

const {
  exposesOf,
  readPages,
  readWidgets,
  remoteFolders,
  remoteRouteTable,
} = require('./routes.cjs');
const { prerenderedFile, renderManifest } = require('./prerender.cjs');

/** Runs `check` on a throwaway remote folder holding `declarations` and the source `files`. */
function withRemote(declarations, files, check) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  try {
    fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(declarations));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'export default null;\n');
    }
    check(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const PAGE = { path: '/x', module: './XPage', file: './src/X.tsx', access: 'public' };

describe('remote page and widget declarations', () => {
  it('expose one module per declared page and widget, each an existing file', () => {
    for (const { dir } of remoteFolders()) {
      const exposes = exposesOf(dir);
      const declared = [...readPages(dir), ...readWidgets(dir)];
      assert.equal(Object.keys(exposes).length, declared.length, dir);
      for (const { module, file } of declared) assert.equal(exposes[module], file);
      for (const file of Object.values(exposes)) assert.ok(fs.existsSync(path.join(dir, file)));
    }
  });

  it('give the shell every page of every remote, and no widget', () => {
    const declared = remoteFolders().reduce((count, { dir }) => count + readPages(dir).length, 0);
    assert.equal(remoteRouteTable().length, declared);
    assert.ok(declared >= 34, 'the spec has 34 remote pages');
    const widgets = remoteFolders().flatMap(({ dir, name }) =>
      readWidgets(dir).map(({ module }) => `${name}/${module}`),
    );
    const routed = remoteRouteTable().map(({ remote, module }) => `${remote}/${module}`);
    for (const widget of widgets) assert.ok(!routed.includes(widget), widget);
  });

  it('expose the widgets the account screen shows (mfe_commerce)', () => {
    const commerce = remoteFolders().find(({ name }) => name === 'mfe_commerce');
    assert.ok(commerce);
    const exposes = exposesOf(commerce.dir);
    assert.equal(exposes['./SavedCards'], './src/widgets/SavedCards.tsx');
    assert.equal(exposes['./CurrentPlan'], './src/widgets/CurrentPlan.tsx');
  });

  it('read a routes.json without widgets as pages only', () => {
    withRemote({ pages: [PAGE] }, [PAGE.file], (dir) => {
      assert.deepEqual(readWidgets(dir), []);
      assert.deepEqual(exposesOf(dir), { './XPage': './src/X.tsx' });
    });
  });

  it('refuse a declaration whose page file does not exist', () => {
    withRemote({ pages: [PAGE] }, [], (dir) => {
      assert.throws(() => readPages(dir), /missing file/);
    });
  });

  it('refuse a widget whose file does not exist or whose name is malformed', () => {
    const widget = { module: './YWidget', file: './src/YWidget.tsx' };
    withRemote({ pages: [], widgets: [widget] }, [], (dir) => {
      assert.throws(() => exposesOf(dir), /missing file/);
    });
    withRemote({ widgets: [{ ...widget, module: 'YWidget' }] }, [widget.file], (dir) => {
      assert.throws(() => readWidgets(dir), /bad module YWidget/);
    });
  });

  it('refuse a widget that takes a page’s module name', () => {
    const widgets = [{ module: './XPage', file: PAGE.file }];
    withRemote({ pages: [PAGE], widgets }, [PAGE.file], (dir) => {
      assert.throws(() => exposesOf(dir), /declared twice/);
    });
  });

  it('prerender only pages at a fixed path, with a yes or no', () => {
    const cases = [
      [{ ...PAGE, prerender: 'yes' }, /prerender must be true or false/],
      [{ ...PAGE, path: '/x/:id', prerender: true }, /only a page at a fixed path/],
    ];
    for (const [page, error] of cases) {
      withRemote({ pages: [page] }, [PAGE.file], (dir) => {
        assert.throws(() => readPages(dir), error);
      });
    }
    for (const access of ['guest-only', 'protected']) {
      withRemote({ pages: [{ ...PAGE, access, prerender: true }] }, [PAGE.file], (dir) =>
        assert.equal(readPages(dir)[0].prerender, true),
      );
    }
  });
});

describe('the prerendering contract (prerender.cjs)', () => {
  it('names, for each prerendered page, the remote that renders it', () => {
    const { version, pages } = renderManifest();
    assert.match(version, /^[0-9a-f]{16}$/);
    const expected = ['/', '/pricing', '/help', '/docs', '/status', '/contact', '/privacy'];
    expected.push('/terms', '/cookies', '/partners', '/tiendas', '/register');
    // And the merchant's dashboard, rendered per request with the merchant's data.
    expected.push('/dashboard');
    assert.deepEqual(Object.keys(pages).sort(), expected.sort());
    assert.equal(pages['/dashboard'], 'mfe_dashboard');
    assert.equal(pages['/pricing'], 'mfe_commerce');
    assert.equal(pages['/help'], 'mfe_public');
  });

  it('gives each page a file of its own', () => {
    assert.equal(prerenderedFile('/'), 'index.json');
    assert.equal(prerenderedFile('/help'), 'help.json');
    assert.equal(prerenderedFile('/a/b'), 'a_b.json');
  });
});
