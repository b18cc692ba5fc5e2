// A hash of what an app's build is made from: its own folder, `shared`, this configuration and
// the lockfile. Equal inputs give equal builds (module and chunk ids are deterministic), so the
// hash names a build without a clock or a counter.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Folders that are outputs or caches, not inputs. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function addFolder(hash, folder) {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) addFolder(hash, full);
    else if (entry.isFile()) {
      hash.update(`\0${path.relative(ROOT, full)}\0`);
      hash.update(fs.readFileSync(full));
    }
  }
}

/** The first 8 hex digits of the inputs' hash of the app in `appDir`. */
function buildInputsHash(appDir) {
  const hash = createHash('sha256');
  for (const folder of [appDir, path.join(ROOT, 'shared'), __dirname]) addFolder(hash, folder);
  const lockfile = path.join(ROOT, 'pnpm-lock.yaml');
  if (fs.existsSync(lockfile)) hash.update(fs.readFileSync(lockfile));
  return hash.digest('hex').slice(0, 8);
}

module.exports = { buildInputsHash };
