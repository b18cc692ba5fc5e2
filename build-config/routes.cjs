// Each remote declares what it exposes once, in `<remote>/routes.json`: its pages (the path, the
// exposed module, the page's source file and who may open it) and its widgets (an exposed module
// and its file, shown inside another remote's page through `RemoteWidget` of @platform/shared).
// From that one list come the remote's federation `exposes`, its standalone pages
// (`src/standalone-routes.ts`) and, at the shell's build, the shell's route table (pages only: a
// widget has no route). The shell reads the declarations at build time, not at run time: a new
// page needs the shell to know its route anyway, and fetching every remote's list at startup
// would make one remote that is down hold up the others.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ACCESS = new Set(['public', 'guest-only', 'protected']);
const MODULE_NAME = /^\.\/[A-Z]\w+$/;

/**
 * @typedef {{ path: string, module: string, file: string, access: 'public' | 'guest-only' | 'protected', roles?: string[], prerender?: boolean }} PageDeclaration
 * @typedef {{ module: string, file: string }} WidgetDeclaration
 */

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

/** Every remote page as the shell routes to it: path, remote, exposed module, access, roles. */
function remoteRouteTable() {
  return remoteFolders().flatMap(({ dir, name }) =>
    readPages(dir).map(({ path: routePath, module, access, roles }) => ({
      path: routePath,
      remote: name,
      module,
      access,
      ...(roles ? { roles } : {}),
    })),
  );
}

module.exports = { readPages, readWidgets, exposesOf, remoteFolders, remoteRouteTable };
