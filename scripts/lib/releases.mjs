// Releases and the registry (docs/deploying.md).
//
// A release is one app's build, frozen: `releases/<app>/<version>/` holds the files of its
// `dist/` and `release.json` (version, commit, build time, the shared ranges it was built
// against, its pages). Nothing in a release folder changes once it is written; a remote serves
// each of its releases at `/releases/<version>/` of its origin, immutable.
//
// The registry (`releases/registry.json`) is the one place that says which release of each app
// is live: for a remote, its version, the URL of that release's `mf-manifest.json` and its pages
// and menu entries; for the shell, the version its host serves. The shell's host serves it as
// `/registry.json` (in production, a file on the CDN). Publishing and rolling back only rewrite
// the registry (and the app's history beside it); no other app's file is touched.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, selectApps } from './apps.mjs';

/** Where releases and the registry live: `releases/` of this checkout, or PLATFORM_RELEASES_DIR. */
export function releasesDir() {
  return process.env.PLATFORM_RELEASES_DIR
    ? path.resolve(process.env.PLATFORM_RELEASES_DIR)
    : path.join(ROOT, 'releases');
}

export const REGISTRY_FILE = 'registry.json';
export const RELEASE_FILE = 'release.json';
const HISTORY_FILE = 'history.json';
/** The path under a remote's origin where its releases are served. */
export const RELEASES_PATH = '/releases/';

/** A release version: a UTC time and the hash of the release's files (`20261207T203015Z-3f2a9c1b`). */
const VERSION = /^\d{8}T\d{6}Z-[0-9a-f]{8}$|^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function isVersion(value) {
  return typeof value === 'string' && VERSION.test(value) && !value.includes('..');
}

export function registryPath(dir = releasesDir()) {
  return path.join(dir, REGISTRY_FILE);
}

export function releaseDir(app, version, dir = releasesDir()) {
  if (!isVersion(version)) throw new Error(`not a release version: ${version}`);
  return path.join(dir, app.dir, version);
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Writes a file so a reader sees the old or the new content, never half of one. */
function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * @typedef {{ path: string, module: string, access: string, roles?: string[], prerender?: boolean, nav?: object }} ReleasedPage
 * @typedef {{ app: string, folder: string, version: string, commit: string, modified: boolean, builtAt: string, shared: Record<string, string>, sharedVersions: Record<string, string>, federation: string | null, pages: ReleasedPage[], widgets: string[], files: number, bytes: number }} ReleaseInfo
 * @typedef {{ version: string, commit: string, builtAt: string, publishedAt: string, shared: Record<string, string>, manifest?: string, pages?: ReleasedPage[], widgets?: string[] }} RegistryEntry
 * @typedef {{ schema: 1, updatedAt: string, apps: Record<string, RegistryEntry> }} Registry
 */

/** @returns {Registry} */
export function readRegistry(dir = releasesDir()) {
  const registry = readJson(registryPath(dir), null);
  if (!registry || typeof registry !== 'object' || typeof registry.apps !== 'object') {
    return { schema: 1, updatedAt: '', apps: {} };
  }
  return registry;
}

/** @returns {ReleaseInfo | null} */
export function readRelease(app, version, dir = releasesDir()) {
  return readJson(path.join(releaseDir(app, version, dir), RELEASE_FILE), null);
}

/** The versions of an app's releases, oldest first. */
export function listReleases(app, dir = releasesDir()) {
  const folder = path.join(dir, app.dir);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVersion(entry.name))
    .map((entry) => ({ version: entry.name, release: readRelease(app, entry.name, dir) }))
    .filter(({ release }) => release)
    .sort((a, b) => a.release.builtAt.localeCompare(b.release.builtAt))
    .map(({ version }) => version);
}

/** The files of a folder, relative and sorted, with `/` separators. */
function filesOf(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A hash of a build's files (names and contents). */
function contentHash(folder) {
  const hash = createHash('sha256');
  for (const file of filesOf(folder)) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 8);
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
    return commit.trim();
  } catch {
    return 'unknown';
  }
}

/** Whether the app's inputs differ from the commit (the release was built from changed files). */
function modifiedSinceCommit(app) {
  try {
    const status = execFileSync(
      'git',
      ['status', '--porcelain', '--', app.dir, 'shared', 'build-config', 'pnpm-lock.yaml'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return status.trim() !== '';
  } catch {
    return false;
  }
}

/** `20261207T203015Z` */
function stamp(date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * The shared modules a build was made against, from its `mf-manifest.json`: name -> the range
 * it requires, and name -> the version it carries as its fallback.
 */
function sharedOfBuild(buildDir) {
  const manifest = readJson(path.join(buildDir, 'mf-manifest.json'), null);
  const shared = {};
  const versions = {};
  for (const entry of manifest?.shared ?? []) {
    shared[entry.name] = entry.requiredVersion ?? '*';
    if (entry.version) versions[entry.name] = entry.version;
  }
  return { shared, versions, federation: manifest?.metaData?.pluginVersion ?? null };
}

/**
 * Freezes an app's build (`fromDir`, its `dist/` by default) into a release. A build whose files
 * equal an existing release's is that release (the same version is returned, nothing is written).
 * @param {import('./apps.mjs').App} app
 * @param {{ fromDir?: string, version?: string, dir?: string, commit?: string, now?: Date }} [options]
 * @returns {{ version: string, created: boolean, release: ReleaseInfo }}
 */
export function createRelease(app, options = {}) {
  const dir = options.dir ?? releasesDir();
  const fromDir = options.fromDir ?? app.distDir;
  if (!fs.existsSync(path.join(fromDir, 'index.html'))) {
    throw new Error(`${app.dir}: no build in ${fromDir} (build it first)`);
  }
  const isRemote = app.dir !== 'shell';
  if (isRemote && !fs.existsSync(path.join(fromDir, 'mf-manifest.json'))) {
    throw new Error(`${app.dir}: the build in ${fromDir} has no mf-manifest.json`);
  }
  const hash = contentHash(fromDir);
  const existing = listReleases(app, dir).find((version) => version.endsWith(`-${hash}`));
  if (existing && !options.version) {
    return { version: existing, created: false, release: readRelease(app, existing, dir) };
  }
  const now = options.now ?? new Date();
  const version = options.version ?? `${stamp(now)}-${hash}`;
  const target = releaseDir(app, version, dir);
  if (fs.existsSync(target)) throw new Error(`${app.dir}: release ${version} exists already`);

  const files = filesOf(fromDir);
  const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(fromDir, file)).size, 0);
  const declarations = readJson(path.join(fromDir, 'routes.json'), { pages: [], widgets: [] });
  const { shared, versions, federation } = sharedOfBuild(fromDir);
  /** @type {ReleaseInfo} */
  const release = {
    app: app.federationName,
    folder: app.dir,
    version,
    commit: options.commit ?? gitCommit(),
    modified: options.commit ? false : modifiedSinceCommit(app),
    builtAt: now.toISOString(),
    shared,
    sharedVersions: versions,
    federation,
    pages: isRemote ? (declarations.pages ?? []) : [],
    widgets: isRemote ? (declarations.widgets ?? []) : [],
    files: files.length,
    bytes,
  };
  // Written beside, then moved in place: a release folder is whole or absent.
  const staging = `${target}.${process.pid}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(fromDir, staging, { recursive: true });
  fs.writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(staging, target);
  return { version, created: true, release };
}

/** Where a remote is served from: the registry's entry keeps it, else the local port. */
function originOf(app, registry, origin) {
  if (origin) return new URL(origin).origin;
  const current = registry.apps[app.federationName]?.manifest;
  if (current) return new URL(current).origin;
  return app.url;
}

function readHistory(app, dir) {
  const history = readJson(path.join(dir, app.dir, HISTORY_FILE), []);
  return Array.isArray(history) ? history : [];
}

/**
 * Points the registry at one release of an app.
 * @param {import('./apps.mjs').App} app
 * @param {string} version
 * @param {{ dir?: string, origin?: string, now?: Date, reason?: 'publish' | 'rollback' }} [options]
 *   origin: where the remote is served from (kept from the registry, else its local port)
 * @returns {{ entry: RegistryEntry, previous: string | null }}
 */
export function publishRelease(app, version, options = {}) {
  const dir = options.dir ?? releasesDir();
  const release = readRelease(app, version, dir);
  if (!release) throw new Error(`${app.dir}: no release ${version} (see: release list ${app.dir})`);
  const registry = readRegistry(dir);
  const previous = registry.apps[app.federationName]?.version ?? null;
  const publishedAt = (options.now ?? new Date()).toISOString();
  /** @type {RegistryEntry} */
  const entry = {
    version,
    commit: release.commit,
    builtAt: release.builtAt,
    publishedAt,
    shared: release.shared,
  };
  if (app.dir !== 'shell') {
    const origin = originOf(app, registry, options.origin);
    entry.manifest = `${origin}${RELEASES_PATH}${version}/mf-manifest.json`;
    entry.pages = release.pages;
    entry.widgets = release.widgets;
  }
  registry.apps[app.federationName] = entry;
  registry.updatedAt = publishedAt;
  writeJsonAtomically(registryPath(dir), registry);
  const history = readHistory(app, dir);
  history.push({ version, publishedAt, reason: options.reason ?? 'publish' });
  writeJsonAtomically(path.join(dir, app.dir, HISTORY_FILE), history);
  return { entry, previous };
}

/**
 * Points the registry back at an earlier release: `to`, or the one published before the
 * current one.
 * @returns {{ entry: RegistryEntry, from: string | null, to: string }}
 */
export function rollBack(app, { to, dir = releasesDir(), now } = {}) {
  const current = readRegistry(dir).apps[app.federationName]?.version ?? null;
  let target = to;
  if (!target) {
    // The history, newest first, without the current release: the one live before it.
    const earlier = readHistory(app, dir)
      .map((step) => step.version)
      .reverse()
      .find((version) => version !== current && readRelease(app, version, dir));
    if (!earlier) throw new Error(`${app.dir}: no earlier release to roll back to`);
    target = earlier;
  }
  if (target === current) throw new Error(`${app.dir}: ${target} is already live`);
  const { entry } = publishRelease(app, target, { dir, now, reason: 'rollback' });
  return { entry, from: current, to: target };
}

/** Every app of the workspace, with the release the registry serves (null when none). */
export function liveReleases(dir = releasesDir()) {
  const registry = readRegistry(dir);
  return APPS.map((app) => ({ app, version: registry.apps[app.federationName]?.version ?? null }));
}

/** The folder a host serves for `app` right now: its live release, or null. */
export function liveReleaseDir(app, dir = releasesDir()) {
  const version = readRegistry(dir).apps[app.federationName]?.version;
  if (!version || !isVersion(version)) return null;
  const folder = releaseDir(app, version, dir);
  return fs.existsSync(folder) ? folder : null;
}

export { selectApps };

/**
 * What `npm run build` and `npm start` do after building: each app's build becomes a release
 * (the same one when its files did not change) and goes live. A deployment uses the release
 * command instead, one app at a time.
 * @param {import('./apps.mjs').App[]} apps
 */
export function releaseAndPublishBuilds(apps, { dir = releasesDir(), log = () => {} } = {}) {
  const registry = readRegistry(dir);
  const results = [];
  for (const app of apps) {
    if (!fs.existsSync(path.join(app.distDir, 'index.html'))) continue;
    const { version, created } = createRelease(app, { dir });
    const live = registry.apps[app.federationName]?.version === version;
    if (!live) publishRelease(app, version, { dir });
    log(
      `${app.dir.padEnd(15)} ${version}${created ? ' (new release)' : ''}${live ? '' : ' → live'}`,
    );
    results.push({ app, version, created, published: !live });
  }
  return results;
}
