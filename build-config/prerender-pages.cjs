#!/usr/bin/env node
// `platform-prerender`: run by a remote's build after webpack, in the remote's folder. Renders
// the pages its routes.json marks `"prerender": true` with the shell's frame, in Node, and writes
// each to `dist/prerendered/<page>.json` ({ path, version, styles, html, data }), which the
// shell's static hosting puts in the page's HTML (docs/prerendering.md). The Node bundle goes
// beside them (`render.cjs`): the static hosting renders with it the pages that show the api's
// data (`data: true`), with that data, and a page asked for with a query string. A protected
// page (the merchant's dashboard) gets a file without HTML (`session: true`): it is rendered
// only per request, with the merchant's session. A remote without such pages does nothing.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { BUILD_GZIP_LEVEL } = require('./compression.cjs');
const webpack = require('webpack');
const {
  createPrerenderConfig,
  prerenderedFile,
  prerenderedPages,
  renderVersion,
  PRERENDERED_DIR,
  RENDER_BUNDLE,
} = require('./prerender.cjs');

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

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    });
  });
}

function writePage(file, page) {
  const body = JSON.stringify(page);
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: BUILD_GZIP_LEVEL }));
}

async function main() {
  const appDir = process.cwd();
  const pages = prerenderedPages(appDir);
  if (pages.length === 0) return;
  const started = Date.now();
  const name = path.basename(appDir).replace('-', '_');
  const outDir = path.join(appDir, 'node_modules', '.cache', 'prerender');
  await compile(createPrerenderConfig({ appDir, name, outDir }));

  const bundle = require(path.join(outDir, 'render.cjs'));
  const modules = Object.fromEntries(bundle.pages.map((page) => [page.module, page.load]));
  const version = renderVersion();
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
    const { html, styles, asksForData } = await bundle.renderPage(page.path, name, modules);
    const unstyled = unstyledPart(html);
    if (unstyled) throw new Error(`${page.path}: a component part has no style: ${unstyled}`);
    writePage(file, { path: page.path, version, styles, html, data: asksForData });
  }
  fs.copyFileSync(path.join(outDir, 'render.cjs'), path.join(target, RENDER_BUNDLE));
  process.stdout.write(
    `prerendered ${pages.length} page(s) of ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

main().catch((error) => {
  process.stderr.write(
    `prerender: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exitCode = 1;
});
