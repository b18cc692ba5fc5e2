// A team releasing its remote, as docs/deploying.md describes, for real: the remote is built
// from a copy of its sources with changes, the build becomes a release (scripts/lib/releases.mjs)
// and the registry is pointed at it, or back at the release live before. The shell is never
// rebuilt or released. The hosting the journeys run against reads the same registry
// (PLATFORM_RELEASES_DIR, which `npm test` sets for the servers and for Playwright alike).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { selectApps } from '../../scripts/lib/apps.mjs';
import {
  createRelease,
  listReleases,
  publishRelease,
  readRegistry,
  releaseDir,
} from '../../scripts/lib/releases.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/** A change to a remote's sources: a text replaced in a file, or a file added. */
export type SourceChange =
  { file: string; from: string; to: string } | { file: string; content: string };

/** What a release is built against, when not what the workspace installs. */
export interface BuildAgainst {
  /**
   * The version of `@platform/shared` the build sees (`1.1.0`): it is built with a copy of
   * shared whose package.json says so, as a remote team that has upgraded shared would be.
   */
  sharedVersion?: string;
  /**
   * The version of `@module-federation/enhanced`, and of the runtime packages the build takes
   * with it, the build uses (`2.9.3`), installed from the npm registry (`federationPackages`).
   */
  federationVersion?: string;
}

/** The federation packages the build configuration requires by name. */
const FEDERATION_PACKAGES = [
  '@module-federation/enhanced',
  '@module-federation/runtime-core',
  '@module-federation/webpack-bundler-runtime',
];

/**
 * A folder whose node_modules holds `FEDERATION_PACKAGES` at `version`, installed once per
 * machine (under the system's temporary folder, by version) with npm: ~13 s the first time,
 * nothing after. Installed aside and renamed into place, so two workers never see half of it.
 * Without webpack (`--legacy-peer-deps`): the build gives it the workspace's own.
 */
export function federationPackages(version: string): string {
  const dir = path.join(os.tmpdir(), `platform-federation-${version}`);
  const installed = (folder: string) =>
    FEDERATION_PACKAGES.every((name) => {
      const manifest = path.join(folder, 'node_modules', name, 'package.json');
      return fs.existsSync(manifest) && readJson(manifest).version === version;
    });
  if (installed(dir)) return dir;
  const staging = fs.mkdtempSync(`${dir}-installing-`);
  try {
    fs.writeFileSync(path.join(staging, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--legacy-peer-deps',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        ...FEDERATION_PACKAGES.map((name) => `${name}@${version}`),
      ],
      { cwd: staging, stdio: 'pipe' },
    );
    if (!installed(staging)) throw new Error(`npm did not install the federation ${version}`);
    fs.renameSync(staging, dir);
  } catch (error) {
    // Another worker may have put its install in place first: that one is as good.
    if (!installed(dir)) throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return dir;
}

function readJson(file: string): { version: string } {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
}

/**
 * A node_modules folder at `to` made of links to the entries of `from`, except the packages of
 * `replaced` (name -> folder), linked to their folder instead.
 */
function linkNodeModules(from: string, to: string, replaced: Record<string, string>): void {
  fs.mkdirSync(to, { recursive: true });
  const link = (name: string, target: string) => fs.symlinkSync(target, path.join(to, name), 'dir');
  for (const entry of fs.readdirSync(from)) {
    const scopeReplaced = Object.keys(replaced).some((name) => name.startsWith(`${entry}/`));
    if (!entry.startsWith('@') || !scopeReplaced) {
      if (!(entry in replaced)) link(entry, fs.realpathSync(path.join(from, entry)));
      continue;
    }
    fs.mkdirSync(path.join(to, entry));
    for (const child of fs.readdirSync(path.join(from, entry))) {
      const name = `${entry}/${child}`;
      if (!(name in replaced)) link(name, fs.realpathSync(path.join(from, name)));
    }
  }
  for (const [name, target] of Object.entries(replaced)) {
    fs.mkdirSync(path.dirname(path.join(to, name)), { recursive: true });
    link(name, target);
  }
}

/** Copies `dir` of the workspace into `work` without its node_modules, which are linked. */
function copyPackage(dir: string, work: string): string {
  const copy = path.join(work, dir);
  fs.cpSync(path.join(repoRoot, dir), copy, {
    recursive: true,
    filter: (source) =>
      path.basename(source) !== 'node_modules' && path.basename(source) !== 'dist',
  });
  return copy;
}

/**
 * Builds `app` from a copy of its sources with `changes` applied (webpack, production, then
 * `platform-prerender` where its build runs it, as its build does) and returns the folder of
 * that build. Against another shared or federation
 * version, the build configuration and shared are copied beside the app (the configuration reads
 * shared's version from `../shared`, and requires the federation packages from its own
 * node_modules), and the copy's node_modules point at those copies.
 */
function prepareBuild(
  app: string,
  changes: SourceChange[],
  against: BuildAgainst = {},
): { steps: string[][]; cwd: string; env: NodeJS.ProcessEnv; dist: string } {
  const appDir = path.join(repoRoot, app);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-next-`));
  const appWork = copyPackage(app, work);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  if (!against.sharedVersion && !against.federationVersion) {
    fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(appWork, 'node_modules'), 'dir');
  } else {
    const shared = path.join(work, 'shared');
    if (against.sharedVersion) {
      copyPackage('shared', work);
      const manifest = path.join(shared, 'package.json');
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, unknown>;
      fs.writeFileSync(
        manifest,
        `${JSON.stringify({ ...pkg, version: against.sharedVersion }, null, 2)}\n`,
      );
      fs.symlinkSync(
        path.join(repoRoot, 'shared', 'node_modules'),
        path.join(shared, 'node_modules'),
        'dir',
      );
    } else {
      fs.symlinkSync(path.join(repoRoot, 'shared'), shared, 'dir');
    }
    const buildConfig = copyPackage('build-config', work);
    const federation = against.federationVersion
      ? federationPackages(against.federationVersion)
      : null;
    linkNodeModules(
      path.join(repoRoot, 'build-config', 'node_modules'),
      path.join(buildConfig, 'node_modules'),
      federation
        ? Object.fromEntries(
            FEDERATION_PACKAGES.map((name) => [name, path.join(federation, 'node_modules', name)]),
          )
        : {},
    );
    // The federation plugin requires webpack by name; from its own folder there is none. This
    // variable (the plugin's own, @module-federation/sdk) gives it the webpack that runs the build.
    if (federation) env.FEDERATION_WEBPACK_PATH = require.resolve('webpack', { paths: [appDir] });
    linkNodeModules(path.join(appDir, 'node_modules'), path.join(appWork, 'node_modules'), {
      '@platform/shared': shared,
      '@platform/build-config': buildConfig,
    });
  }
  for (const change of changes) {
    const target = path.join(appWork, change.file);
    if ('content' in change) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, change.content);
      continue;
    }
    const original = fs.readFileSync(target, 'utf8');
    if (!original.includes(change.from))
      throw new Error(`"${change.from}" not found in ${change.file}`);
    fs.writeFileSync(target, original.replace(change.from, change.to));
  }
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  const steps = [[webpackCli, '--mode', 'production']];
  // What the app's build runs after webpack: the shell's frame and a remote's prerendered pages.
  const { scripts } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  if (scripts.build.includes('platform-prerender')) {
    steps.push([
      path.join(appWork, 'node_modules', '@platform', 'build-config', 'prerender-pages.cjs'),
    ]);
  }
  return { steps, cwd: appWork, env, dist: path.join(appWork, 'dist') };
}

/** Builds `app` with `changes` (see prepareBuild) and returns the folder of that build. */
function buildChanged(app: string, changes: SourceChange[], against: BuildAgainst = {}): string {
  const { steps, cwd, env, dist } = prepareBuild(app, changes, against);
  for (const args of steps) execFileSync(process.execPath, args, { cwd, stdio: 'pipe', env });
  return dist;
}

/** The same, in the background: several builds go side by side. */
async function buildChangedAsync(
  app: string,
  changes: SourceChange[],
  against: BuildAgainst = {},
): Promise<string> {
  const { steps, cwd, env, dist } = prepareBuild(app, changes, against);
  for (const args of steps) {
    await execFileAsync(process.execPath, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  }
  return dist;
}

/** The app of the workspace named `app` (`mfe-catalogue`). */
function appOf(app: string) {
  const [target] = selectApps(app);
  if (!target) throw new Error(`no app ${app}`);
  return target;
}

/** Releases built in this worker, by app and changes: several journeys share one build. */
const built = new Map<string, string>();

const buildKey = (app: string, changes: SourceChange[], against: BuildAgainst) =>
  `${app} ${JSON.stringify(changes)} ${JSON.stringify(against)}`;

/**
 * Builds the releases of `specs` that this worker has not built yet, side by side (the journeys
 * that need them call it first: the first one pays, in one go, for all of them).
 */
export async function prepareReleases(
  specs: Array<{ app: string; changes: SourceChange[]; against?: BuildAgainst }>,
): Promise<void> {
  await Promise.all(
    specs
      .filter(({ app, changes, against = {} }) => !built.has(buildKey(app, changes, against)))
      .map(async ({ app, changes, against = {} }) => {
        const dist = await buildChangedAsync(app, changes, against);
        built.set(
          buildKey(app, changes, against),
          createRelease(appOf(app), { fromDir: dist }).version,
        );
      }),
  );
}

/**
 * A release of `app` with `changes` (built once per worker, released once: the same files are
 * the same release). Nothing goes live: see `publish`.
 */
export function releaseWithChanges(
  app: string,
  changes: SourceChange[],
  against: BuildAgainst = {},
): string {
  const key = buildKey(app, changes, against);
  let version = built.get(key);
  if (!version) {
    version = createRelease(appOf(app), { fromDir: buildChanged(app, changes, against) }).version;
    built.set(key, version);
  }
  return version;
}

/** The release of `app` the registry serves now. */
export function liveVersion(app: string): string {
  const version = readRegistry().apps[appOf(app).federationName]?.version;
  if (!version) throw new Error(`${app} has no live release (run npm run build)`);
  return version;
}

/** Points the registry at a release of `app` (the release command's `publish`). */
export function publish(app: string, version: string): void {
  publishRelease(appOf(app), version);
}

/**
 * Runs `fn` with the files of every release of `app` but the live one gone, as a host that keeps
 * only the live release would have deleted them (moved aside, out of the releases the hosting
 * knows, and put back afterwards). A chunk whose code a release did not change keeps its name,
 * and is still there in the live release: only the files of the tab's release that the live one
 * does not have are gone.
 */
export async function withOnlyTheLiveRelease<T>(app: string, fn: () => Promise<T>): Promise<T> {
  const live = liveVersion(app);
  const moved = listReleases(appOf(app))
    .filter((version) => version !== live)
    .map((version) => {
      const folder = releaseDir(appOf(app), version);
      const aside = path.join(path.dirname(folder), `.removed-${version}`);
      fs.renameSync(folder, aside);
      return { folder, aside };
    });
  try {
    return await fn();
  } finally {
    for (const { folder, aside } of moved) fs.renameSync(aside, folder);
  }
}

/**
 * Runs `fn` with `version` of `app` live, and puts the release that was live back afterwards,
 * whatever happens (another journey must find the product as built).
 */
export async function withRelease<T>(
  app: string,
  version: string,
  fn: (previous: string) => Promise<T>,
): Promise<T> {
  const previous = liveVersion(app);
  publish(app, version);
  try {
    return await fn(previous);
  } finally {
    if (liveVersion(app) !== previous) publish(app, previous);
  }
}

/**
 * What the catalogue's next release is built against: shared 1.1.0, a minor ahead of the
 * shell's, and the federation plugin 2.9.3, a patch ahead of the shell's 2.9.2.
 */
export const CATALOGUE_NEXT_AGAINST = { sharedVersion: '1.1.0', federationVersion: '2.9.3' };

/**
 * The catalogue's next release, which the release journeys share (one build, see
 * CATALOGUE_NEXT_AGAINST): its page title and its product form's title changed, and a page of its
 * own added with a menu entry under Gestión ('Reseñas', after 'Productos').
 */
export function catalogueNext(): string {
  return releaseWithChanges('mfe-catalogue', CATALOGUE_NEXT, CATALOGUE_NEXT_AGAINST);
}

const CATALOGUE_NEXT: SourceChange[] = [
  {
    file: 'src/messages.ts',
    from: "products: { title: 'Productos' }",
    to: "products: { title: 'Productos y Packs' }",
  },
  // The product form's code changes too (its own chunk, loaded when the form opens).
  {
    file: 'src/features/product-form/messages.ts',
    from: "create: 'Nuevo Producto',",
    to: "create: 'Nuevo Producto o Pack',",
  },
  {
    file: 'src/routes/reviews/ReviewsPage.tsx',
    content: `import { Container, Heading, Text } from '@platform/shared';

export default function ReviewsPage() {
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="xl">
        Reseñas de Productos
      </Heading>
      <Text mt={2}>Lo que tus clientes dicen de cada producto.</Text>
    </Container>
  );
}
`,
  },
  {
    file: 'routes.json',
    from: '"pages": [',
    to: `"pages": [
    {
      "path": "/products/reviews",
      "module": "./ReviewsPage",
      "file": "./src/routes/reviews/ReviewsPage.tsx",
      "access": "protected",
      "nav": { "group": "management", "label": "Reseñas", "order": 25 }
    },`,
  },
];

/** The shell's next release: its page for an unknown address says it differently. */
export const SHELL_NEXT: SourceChange[] = [
  {
    file: 'src/routes/not-found/NotFoundPage.tsx',
    from: 'copy={messages.notFound}',
    to: "copy={{ ...messages.notFound, message: 'Esta dirección ya no existe en la plataforma.' }}",
  },
];

/**
 * The business remote's next release: the question asked before unsaved changes to an e-mail
 * template are left has its own chunk, which this release changes (its stay button says more),
 * so the previous release's copy of that chunk is not in it.
 */
export const BUSINESS_NEXT: SourceChange[] = [
  {
    file: 'src/features/email-templates/components/LeaveTemplateDialog.tsx',
    from: 'cancelLabel={copy.stay}',
    to: 'cancelLabel={`${copy.stay} la plantilla`}',
  },
];

/** What a remote built against the next major of shared is built against. */
export const SHARED_MAJOR: BuildAgainst = { sharedVersion: '2.0.0' };

/**
 * Every release the journeys publish, built side by side by the first journey that needs one
 * (about a minute and a half on two cores, where one after the other took two and a half).
 */
export function prepareJourneyReleases(): Promise<void> {
  return prepareReleases([
    { app: 'mfe-catalogue', changes: CATALOGUE_NEXT, against: CATALOGUE_NEXT_AGAINST },
    { app: 'mfe-catalogue', changes: [], against: SHARED_MAJOR },
    { app: 'shell', changes: SHELL_NEXT },
    { app: 'mfe-business', changes: BUSINESS_NEXT },
  ]);
}
