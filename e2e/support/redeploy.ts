// A team releasing its remote, as docs/deploying.md describes, for real: the remote is built
// from a copy of its sources with changes, the build becomes a release (scripts/lib/releases.mjs)
// and the registry is pointed at it, or back at the release live before. The shell is never
// rebuilt or released. The hosting the journeys run against reads the same registry
// (PLATFORM_RELEASES_DIR, which `npm test` sets for the servers and for Playwright alike).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectApps } from '../../scripts/lib/apps.mjs';
import {
  createRelease,
  publishRelease,
  readRegistry,
  releaseDir,
} from '../../scripts/lib/releases.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** A change to a remote's sources: a text replaced in a file, or a file added. */
export type SourceChange =
  { file: string; from: string; to: string } | { file: string; content: string };

/**
 * Builds `app` from a copy of its sources with `changes` applied (webpack, production, as its
 * build does) and returns the folder of that build.
 */
function buildChanged(app: string, changes: SourceChange[]): string {
  const appDir = path.join(repoRoot, app);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-next-`));
  // Everything the remote is built from (its sources, routes.json, config), not its build or deps.
  for (const entry of fs.readdirSync(appDir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    fs.cpSync(path.join(appDir, entry), path.join(work, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  for (const change of changes) {
    const target = path.join(work, change.file);
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
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: work,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(work, 'dist');
}

/** The app of the workspace named `app` (`mfe-catalogue`). */
function appOf(app: string) {
  const [target] = selectApps(app);
  if (!target) throw new Error(`no app ${app}`);
  return target;
}

/** Releases built in this worker, by app and changes: several journeys share one build. */
const built = new Map<string, string>();

/**
 * A release of `app` with `changes` (built once per worker, released once: the same files are
 * the same release). Nothing goes live: see `publish`.
 */
export function releaseWithChanges(app: string, changes: SourceChange[]): string {
  const key = `${app} ${JSON.stringify(changes)}`;
  let version = built.get(key);
  if (!version) {
    version = createRelease(appOf(app), { fromDir: buildChanged(app, changes) }).version;
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
 * Moves a release's files away (`to`: another name, which the hosting does not serve), as a host
 * that keeps only the live release would have deleted them; moving them back undoes it.
 */
export function renameRelease(app: string, from: string, to: string): void {
  fs.renameSync(releaseDir(appOf(app), from), releaseDir(appOf(app), to));
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
 * The catalogue's next release, which the release journeys share: its page title and its product
 * form's title changed, and a page of its own added with a menu entry under Gestión ('Reseñas',
 * after 'Productos').
 */
export const CATALOGUE_NEXT: SourceChange[] = [
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
