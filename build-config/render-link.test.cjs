// A remote's pages render in Node inside the shell's frame, with the frame's copies of the shared
// libraries (render-link.cjs, prerender.cjs): these tests build a small remote's pages with the
// real configuration and link them as the static hosting does. Run by `npm test`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, describe, it } = require('node:test');

const { compile, createPagesConfig, isSharedModule } = require('./prerender.cjs');
const {
  ContractMismatch,
  FRAME_SHARED_MODULES,
  linkPages,
  pageModules,
} = require('./render-link.cjs');
const { contractRange, sharedDependencies, SHARED_VERSION } = require('./shared-dependencies.cjs');

const CONTRACT = contractRange(SHARED_VERSION);

/** A frame as the shell's build makes it, giving its own marked copy of each shared module. */
const frame = (contract = CONTRACT) => ({
  contract,
  shared: Object.fromEntries(
    FRAME_SHARED_MODULES.map((specifier) => [specifier, () => ({ copy: `frame ${specifier}` })]),
  ),
});

const made = [];
after(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A remote whose one prerendered page is `source`, built with the pages' configuration. */
async function buildPages(source) {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-link-'));
  made.push(appDir);
  fs.mkdirSync(path.join(appDir, 'src'));
  fs.writeFileSync(path.join(appDir, 'src', 'LandingPage.ts'), source);
  fs.writeFileSync(
    path.join(appDir, 'routes.json'),
    JSON.stringify({
      pages: [
        {
          path: '/',
          module: './LandingPage',
          file: './src/LandingPage.ts',
          access: 'public',
          prerender: true,
        },
      ],
    }),
  );
  const outDir = path.join(appDir, 'out');
  await compile(createPagesConfig({ appDir, name: 'mfe_prueba', outDir }));
  const file = path.join(outDir, 'pages.cjs');
  return { file, source: fs.readFileSync(file) };
}

describe("a remote's pages linked to the frame (render-link.cjs)", () => {
  it("run with the frame's copies of the shared modules, and Node's own modules", async () => {
    const { file, source } = await buildPages(
      [
        "import * as runtime from 'react/jsx-runtime';",
        "import * as core from '@platform/shared/core';",
        "import { join } from 'node:path';",
        'export default () => [runtime.copy, core.copy, join("a", "b")];',
      ].join('\n'),
    );
    // The shared modules are not in the bundle: the frame gives them.
    assert.doesNotMatch(String(source), /react\.transitional\.element/);
    const pages = linkPages(source, file, frame());
    assert.equal(pages.remote, 'mfe_prueba');
    assert.equal(pages.contract, CONTRACT);
    const page = await pageModules(pages)['./LandingPage']();
    assert.deepEqual(page.default(), [
      'frame react/jsx-runtime',
      'frame @platform/shared/core',
      path.join('a', 'b'),
    ]);
  });

  it('are refused by a frame of another major of shared, as the browser refuses them', async () => {
    const { file, source } = await buildPages("export default () => 'hola';");
    const [major] = SHARED_VERSION.split('.');
    assert.throws(
      () => linkPages(source, file, frame(`^${Number(major) + 1}.0.0`)),
      ContractMismatch,
    );
  });

  it('name the module a frame does not give', () => {
    const source = "module.exports = { contract: 'x', dep: require('otra-libreria') };";
    assert.throws(() => linkPages(source, 'pages.cjs', frame('x')), /otra-libreria/);
  });

  it("fail to build when they import a shared library's module the frame does not give", async () => {
    await assert.rejects(
      buildPages(
        "import { renderToString } from 'react-dom/server';\nexport default renderToString;",
      ),
      /react-dom\/server is shared, but the shell's frame does not give it/,
    );
  });
});

describe("the frame's shared modules", () => {
  it('are every singleton of the share scope, by the specifiers the apps import', () => {
    for (const key of Object.keys(sharedDependencies).filter((name) => !name.endsWith('/'))) {
      assert.ok(FRAME_SHARED_MODULES.includes(key), `${key} is shared but not given by the frame`);
    }
    for (const specifier of FRAME_SHARED_MODULES) {
      assert.ok(isSharedModule(specifier), `${specifier} is given by the frame but not shared`);
    }
  });
});
