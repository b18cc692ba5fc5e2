// Each remote declares its pages once, in `<remote>/routes.json`: the path, the exposed module,
// the page's source file and who may open it. From that one list come the remote's federation
// `exposes`, its standalone pages (`src/standalone-routes.ts`) and, at the shell's build, the
// shell's route table. The shell reads the declarations at build time, not at run time: a new
// page needs the shell to know its route anyway, and fetching every remote's list at startup
// would make one remote that is down hold up the others.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ACCESS = new Set(['public', 'guest-only', 'protected']);

/**
 * @typedef {{ path: string, module: string, file: string, access: 'public' | 'guest-only' | 'protected', roles?: string[] }} PageDeclaration
 */

/** The pages a remote declares in its routes.json (checked: a typo fails the build). */
function readPages(appDir) {
  const file = path.join(appDir, 'routes.json');
  if (!fs.existsSync(file)) return [];
  /** @type {{ pages: PageDeclaration[] }} */
  const { pages } = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const page of pages) {
    if (!page.path.startsWith('/'))
      throw new Error(`${file}: path must start with /: ${page.path}`);
    if (!/^\.\/[A-Z]\w+$/.test(page.module)) throw new Error(`${file}: bad module ${page.module}`);
    if (!ACCESS.has(page.access)) throw new Error(`${file}: bad access ${page.access}`);
    if (!fs.existsSync(path.join(appDir, page.file))) {
      throw new Error(`${file}: ${page.module} points at a missing file ${page.file}`);
    }
  }
  return pages;
}

/** The federation `exposes` of a remote: one module per page. */
function exposesOf(appDir) {
  return Object.fromEntries(readPages(appDir).map((page) => [page.module, page.file]));
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

module.exports = { readPages, exposesOf, remoteFolders, remoteRouteTable };
