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
  releaseDeclarations,
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

  it('give a menu entry a group of the shell, a label and a place, on a page at a fixed path', () => {
    const nav = { group: 'management', label: 'Reseñas', order: 25 };
    for (const [page, message] of [
      [{ ...PAGE, nav: { ...nav, group: 'otros' } }, /nav.group must be one of/],
      [{ ...PAGE, nav: { ...nav, label: ' ' } }, /nav.label is required/],
      [{ ...PAGE, nav: { ...nav, order: 'primero' } }, /nav.order must be a whole number/],
      [{ ...PAGE, nav: { ...nav, flag: 3 } }, /nav.flag must be a text/],
      [{ ...PAGE, path: '/x/:id', nav }, /only a page at a fixed path/],
      [{ ...PAGE, access: 'guest-only', nav }, /guest-only page has no entry/],
    ]) {
      withRemote({ pages: [page] }, [PAGE.file], (dir) =>
        assert.throws(() => readPages(dir), message),
      );
    }
    withRemote({ pages: [{ ...PAGE, nav }] }, [PAGE.file], (dir) =>
      assert.deepEqual(releaseDeclarations(dir).pages, [
        { path: '/x', module: './XPage', access: 'public', nav },
      ]),
    );
  });

  it('give every merchant menu entry of the spec to the page that owns it', () => {
    const entries = remoteRouteTable().filter((page) => page.nav);
    assert.equal(entries.length, 24);
    const products = entries.find((page) => page.path === '/products');
    assert.deepEqual(products?.nav, { group: 'management', label: 'Productos', order: 20 });
    assert.equal(products?.remote, 'mfe_catalogue');
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
  it('gives the shell a render version, and each prerendered page to its remote', () => {
    assert.deepEqual(Object.keys(renderManifest()), ['version']);
    assert.match(renderManifest().version, /^[0-9a-f]{16}$/);
    // Which remote renders which page comes with each remote's release (its routes.json).
    const prerendered = Object.fromEntries(
      remoteRouteTable()
        .filter((page) => page.prerender)
        .map((page) => [page.path, page.remote]),
    );
    const expected = ['/', '/pricing', '/help', '/docs', '/status', '/contact', '/privacy'];
    expected.push('/terms', '/cookies', '/partners', '/tiendas', '/register');
    // And the merchant's dashboard, rendered per request with the merchant's data.
    expected.push('/dashboard');
    assert.deepEqual(Object.keys(prerendered).sort(), expected.sort());
    assert.equal(prerendered['/dashboard'], 'mfe_dashboard');
    assert.equal(prerendered['/pricing'], 'mfe_commerce');
    assert.equal(prerendered['/help'], 'mfe_public');
  });

  it('gives each page a file of its own', () => {
    assert.equal(prerenderedFile('/'), 'index.json');
    assert.equal(prerenderedFile('/help'), 'help.json');
    assert.equal(prerenderedFile('/a/b'), 'a_b.json');
  });
});
