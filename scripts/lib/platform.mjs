// What the shell's host serves at `/platform.json` (docs/deploying.md, "The platform panel"): each
// app's live release, its manifest and its shared ranges beside the shell's, from the registry.
// The one place the ranges are compared: the panel in the shell (`/plataforma`,
// shell/src/routes/platform/) reads this from `/platform.json` and adds only what the host cannot
// know, this tab's load times and errors, so the panel and a monitor read the same comparison.
// shell/src/routes/platform/platform-status.ts describes the same fields as types.

/** The shell's name in the registry. */
const SHELL = 'shell';

const LEADING_VERSION = /^\s*(\^|~|>=|=)?\s*v?(\d+)(?:\.(\d+))?/;

/**
 * The part of a range that must agree between two builds: the major, or for a caret range under
 * 1.0.0 the major and minor. Null when the range names no version (`*`).
 * @param {string} range
 */
export function majorOf(range) {
  const match = LEADING_VERSION.exec(range);
  if (!match) return null;
  const [, operator, major, minor] = match;
  return operator === '^' && major === '0' && minor !== undefined ? `0.${minor}` : major;
}

/**
 * How an app's range stands beside the shell's range for the same module: `same` (the very
 * range), `minor` (the same major: the app runs with the shell's copy), `major` (another major:
 * the shell refuses a strict singleton such as `@platform/shared`), `unknown` (differing ranges
 * whose major cannot be read, `*` or `latest`) or `not-in-shell` (the app brings its own copy).
 * @param {string} range
 * @param {string | undefined} shellRange
 */
export function compareRange(range, shellRange) {
  if (shellRange === undefined) return 'not-in-shell';
  if (range.trim() === shellRange.trim()) return 'same';
  const mine = majorOf(range);
  const shells = majorOf(shellRange);
  if (mine === null || shells === null) return 'unknown';
  return mine === shells ? 'minor' : 'major';
}

const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const text = (value) => (typeof value === 'string' ? value : '');

function sharedRanges(shared, shell) {
  return Object.entries(isObject(shared) ? shared : {})
    .filter(([, range]) => typeof range === 'string')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, range]) => {
      const shellRange = isObject(shell) && typeof shell[name] === 'string' ? shell[name] : null;
      return { name, range, shellRange, match: compareRange(range, shellRange ?? undefined) };
    });
}

function appOf(name, entry, shell) {
  const shared = sharedRanges(entry.shared, shell?.shared);
  return {
    name,
    kind: name === SHELL ? 'shell' : 'remote',
    version: text(entry.version),
    commit: text(entry.commit),
    builtAt: text(entry.builtAt),
    publishedAt: text(entry.publishedAt),
    manifest: typeof entry.manifest === 'string' ? entry.manifest : null,
    shared,
    compatible: shared.every((range) => range.match !== 'major'),
  };
}

/**
 * The platform's status from a registry (releases/registry.json): the shell first, then each
 * remote in the registry's order. Nothing in it is not already public in `/registry.json`.
 * @param {unknown} registry
 */
export function platformStatus(registry) {
  const apps = isObject(registry) && isObject(registry.apps) ? registry.apps : {};
  const shell = isObject(apps[SHELL]) ? apps[SHELL] : undefined;
  const remotes = Object.entries(apps).filter(
    ([name, entry]) => name !== SHELL && isObject(entry) && typeof entry.manifest === 'string',
  );
  return {
    schema: 1,
    registryUpdatedAt: text(registry?.updatedAt),
    apps: [
      ...(shell ? [appOf(SHELL, shell, shell)] : []),
      ...remotes.map(([name, entry]) => appOf(name, entry, shell)),
    ],
  };
}
