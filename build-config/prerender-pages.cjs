#!/usr/bin/env node
// `platform-prerender`: run by an app's build after webpack, in the app's folder
// (docs/prerendering.md).
//
// - In the shell: builds the frame for Node (the shell's render function and the shared
//   libraries, build-config/prerender.cjs) into `dist/render.cjs`, beside its `render.json`. The
//   static hosting renders every remote's pages with the live shell's frame.
// - In a remote with pages its routes.json marks `"prerender": true`: builds those pages for Node
//   (`pages.cjs`, without the shared libraries) and renders each inside the frame of the same
//   sources, writing `dist/prerendered/<page>.json` ({ path, version, styles, html, data }), which
//   the static hosting puts in the page's HTML while the live shell has that frame. `pages.cjs`
//   goes beside them: with it, the static hosting renders the pages that show the api's data
//   (`data: true`), a page asked for with a query string, and every page once the live shell
//   has another frame. A protected page (the merchant's dashboard) gets a file without HTML
//   (`session: true`): it is rendered only per request, with the merchant's session.
// - A remote without such pages does nothing.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { BUILD_GZIP_LEVEL } = require('./compression.cjs');
const {
  compile,
  createFrameConfig,
  createPagesConfig,
  frameKey,
  prerenderedFile,
  prerenderedPages,
  FRAME_BUNDLE,
  PAGES_BUNDLE,
  PRERENDERED_DIR,
  SHELL_DIR,
} = require('./prerender.cjs');
const { linkPages, pageModules } = require('./render-link.cjs');
const { remoteRouteTable } = require('./routes.cjs');

/**
 * A part of a Chakra component (an element with `data-scope` and `data-part`) rendered without a
 * class: its recipe was missing, so the HTML is unstyled, and hydration would keep it so (React
 * does not mend attributes). It happens when an entry of shared that registers recipes is left
 * out of the Node build (shared's package.json lists them under `sideEffects`).
 */
function unstyledPart(html) {
  const tags = html.match(/<[a-z][a-z0-9]*\s[^>]*\bdata-part="[^"]*"[^>]*>/g) ?? [];
  return tags.find((tag) => /\bdata-scope="/.test(tag) && !/\sclass="/.test(tag)) ?? null;
}

function writePage(file, page) {
  const body = JSON.stringify(page);
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: BUILD_GZIP_LEVEL }));
}

/**
 * The frame of the shell at `shellDir` as its sources are, built once for the shell's build and
 * every remote's (`frameKey()`): its file. Builds that run side by side each build it, and the
 * first to finish keeps its copy.
 */
async function buildFrame(shellDir = SHELL_DIR) {
  const dir = path.join(shellDir, 'node_modules', '.cache', 'frame', frameKey(shellDir));
  const file = path.join(dir, FRAME_BUNDLE);
  if (fs.existsSync(file)) return file;
  const building = `${dir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  await compile(createFrameConfig({ outDir: building, shellDir }));
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    if (!fs.existsSync(file)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  return file;
}

async function buildShellFrame(appDir) {
  const started = Date.now();
  fs.copyFileSync(await buildFrame(appDir), path.join(appDir, 'dist', FRAME_BUNDLE));
  process.stdout.write(
    `built the frame for prerendered pages in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

async function prerenderRemote(appDir) {
  const pages = prerenderedPages(appDir);
  if (pages.length === 0) return;
  const started = Date.now();
  const name = path.basename(appDir).replace('-', '_');
  const outDir = path.join(appDir, 'node_modules', '.cache', 'prerender');
  const [frameFile] = await Promise.all([
    buildFrame(),
    compile(createPagesConfig({ appDir, name, outDir })),
  ]);

  const frame = require(frameFile);
  const pagesFile = path.join(outDir, PAGES_BUNDLE);
  const modules = pageModules(linkPages(fs.readFileSync(pagesFile), pagesFile, frame));
  // The route table as the registry will have it once every remote's current sources are released.
  const routes = remoteRouteTable();
  const version = frame.renderVersion;
  const target = path.join(appDir, 'dist', PRERENDERED_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const page of pages) {
    const file = path.join(target, prerenderedFile(page.path));
    if (page.access === 'protected') {
      // A merchant's page has no HTML of its own: the static hosting renders it per request,
      // with the merchant's session, or serves the plain index.html.
      writePage(file, {
        path: page.path,
        version,
        styles: '',
        html: '',
        data: true,
        session: true,
      });
      continue;
    }
    const { html, styles, asksForData } = await frame.renderPage(page.path, name, modules, {
      routes,
    });
    const unstyled = unstyledPart(html);
    if (unstyled) throw new Error(`${page.path}: a component part has no style: ${unstyled}`);
    writePage(file, { path: page.path, version, styles, html, data: asksForData });
  }
  fs.copyFileSync(pagesFile, path.join(target, PAGES_BUNDLE));
  process.stdout.write(
    `prerendered ${pages.length} page(s) of ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

async function main() {
  const appDir = process.cwd();
  const { name } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  if (name === '@platform/shell') await buildShellFrame(appDir);
  else await prerenderRemote(appDir);
}

main().catch((error) => {
  process.stderr.write(
    `prerender: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exitCode = 1;
});
