// Each remote declares what it exposes once, in `<remote>/routes.json`: its pages (the path, the
// exposed module, the page's source file, who may open it and its menu entry) and its widgets (an
// exposed module and its file, shown inside another remote's page through `RemoteWidget` of
// @platform/shared). From that one list come the remote's federation `exposes`, its standalone
// pages (`src/standalone-routes.ts`) and the `routes.json` its build writes into `dist/`, which
// goes into its release and from there into the registry (scripts/lib/releases.mjs). The shell
// learns the pages and menu entries at run time, from the registry: one file for every remote, so
// a remote that is down holds up nobody, and a remote that adds a page releases alone.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ACCESS = new Set(['public', 'guest-only', 'protected']);
const MODULE_NAME = /^\.\/[A-Z]\w+$/;
/** The merchant menu's groups, owned by the shell (its layout rules); a page picks one. */
const NAV_GROUPS = new Set(['business', 'management', 'customization', 'support']);

/**
 * @typedef {{ group: 'business' | 'management' | 'customization' | 'support', label: string, order: number, submenu?: string, flag?: string, disabled?: boolean }} NavEntry
 * @typedef {{ path: string, module: string, file: string, access: 'public' | 'guest-only' | 'protected', roles?: string[], prerender?: boolean, nav?: NavEntry }} PageDeclaration
 * @typedef {{ module: string, file: string }} WidgetDeclaration
 */

/** A page's menu entry: a group of the shell's, a label, a place in the group. */
function checkNav(file, { path: pagePath, access, nav }) {
  const fail = (why) => {
    throw new Error(`${file}: ${pagePath}: ${why}`);
  };
  if (!nav || typeof nav !== 'object') fail('nav must be an object');
  if (!NAV_GROUPS.has(nav.group)) fail(`nav.group must be one of ${[...NAV_GROUPS].join(', ')}`);
  if (typeof nav.label !== 'string' || !nav.label.trim()) fail('nav.label is required');
  if (!Number.isInteger(nav.order)) fail('nav.order must be a whole number');
  for (const key of ['submenu', 'flag']) {
    if (nav[key] !== undefined && (typeof nav[key] !== 'string' || !nav[key])) {
      fail(`nav.${key} must be a text`);
    }
  }
  if (nav.disabled !== undefined && typeof nav.disabled !== 'boolean') {
    fail('nav.disabled must be true or false');
  }
  if (pagePath.includes(':')) fail('only a page at a fixed path can have a menu entry');
  if (access === 'guest-only') fail('a guest-only page has no entry in the merchant menu');
}

/**
 * A remote's routes.json, checked (a typo fails the build): every module well named, unique
 * among pages and widgets, and pointing at an existing file.
 * @returns {{ pages: PageDeclaration[], widgets: WidgetDeclaration[] }}
 */
function readDeclarations(appDir) {
  const file = path.join(appDir, 'routes.json');
  if (!fs.existsSync(file)) return { pages: [], widgets: [] };
  /** @type {{ pages?: PageDeclaration[], widgets?: WidgetDeclaration[] }} */
  const { pages = [], widgets = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const modules = new Set();
  const checkModule = ({ module, file: source }) => {
    if (!MODULE_NAME.test(module)) throw new Error(`${file}: bad module ${module}`);
    if (modules.has(module)) throw new Error(`${file}: ${module} is declared twice`);
    modules.add(module);
    if (!fs.existsSync(path.join(appDir, source))) {
      throw new Error(`${file}: ${module} points at a missing file ${source}`);
    }
  };
  for (const page of pages) {
    if (!page.path.startsWith('/'))
      throw new Error(`${file}: path must start with /: ${page.path}`);
    if (!ACCESS.has(page.access)) throw new Error(`${file}: bad access ${page.access}`);
    if (page.prerender !== undefined && typeof page.prerender !== 'boolean') {
      throw new Error(`${file}: prerender must be true or false: ${page.path}`);
    }
    if (page.prerender && page.path.includes(':')) {
      throw new Error(`${file}: only a page at a fixed path can be prerendered: ${page.path}`);
    }
    if (page.nav !== undefined) checkNav(file, page);
    checkModule(page);
  }
  for (const widget of widgets) checkModule(widget);
  return { pages, widgets };
}

/** The pages a remote declares in its routes.json. */
function readPages(appDir) {
  return readDeclarations(appDir).pages;
}

/** The widgets a remote declares in its routes.json (exposed modules that are not pages). */
function readWidgets(appDir) {
  return readDeclarations(appDir).widgets;
}

/** The federation `exposes` of a remote: one module per page and one per widget. */
function exposesOf(appDir) {
  const { pages, widgets } = readDeclarations(appDir);
  return Object.fromEntries([...pages, ...widgets].map(({ module, file }) => [module, file]));
}

/** The remotes' folders (mfe-*), each with its federation name. */
function remoteFolders() {
  return fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mfe-[a-z]+$/.test(entry.name))
    .map((entry) => ({ dir: path.join(ROOT, entry.name), name: entry.name.replace('-', '_') }));
}

/**
 * What a remote's release says about its pages and widgets (`dist/routes.json`): the
 * declarations without their source files, which only the build needs.
 */
function releaseDeclarations(appDir) {
  const { pages, widgets } = readDeclarations(appDir);
  return {
    pages: pages.map(({ file: _file, ...page }) => page),
    widgets: widgets.map(({ module }) => module),
  };
}

/**
 * Every remote page as the shell routes to it (path, remote, exposed module, access, roles,
 * menu entry), from the sources of this checkout: what the prerender's Node build and the unit
 * tests start from. The browser's shell takes the same from the registry.
 */
function remoteRouteTable() {
  return remoteFolders().flatMap(({ dir, name }) =>
    releaseDeclarations(dir).pages.map((page) => ({ ...page, remote: name })),
  );
}

module.exports = {
  readPages,
  readWidgets,
  exposesOf,
  releaseDeclarations,
  remoteFolders,
  remoteRouteTable,
  NAV_GROUPS,
};
