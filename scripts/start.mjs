#!/usr/bin/env node
// `npm start`: from a bare machine (Node 20 + npm) to the running product.
// Installs pnpm and the workspace, builds the apps whose sources changed, starts the api in its
// development mode (API_MODE=development: demo users, /dev/outbox) on its persistent database
// (api/.data/db, seeded on first start) and serves the seven apps.
// Ctrl-C stops everything.
//
//   --no-build   serve the builds as they are
//   PLATFORM_APPS_ROOT=<dir>  serve the `<app>/dist` builds of another folder (never built here)
//   DATA_DIR=<dir>            another database folder
import path from 'node:path';
import {
  API_PORT,
  API_URL,
  APPS,
  APPS_ROOT,
  DEMO_PASSWORD,
  DEMO_USERS,
  ROOT,
  isBuildStale,
} from './lib/apps.mjs';
import { startApi } from './lib/api.mjs';
import { ensureInstall, ensurePnpm } from './lib/bootstrap.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { busyPorts } from './lib/http.mjs';
import { formatMs, isStopping, onCleanup, shutdown } from './lib/process.mjs';

const started = Date.now();

async function main() {
  const busy = await busyPorts([API_PORT, ...APPS.map((app) => app.port)]);
  if (busy.length) {
    throw new Error(`ports already in use: ${busy.join(', ')} (is the product already running?)`);
  }
  await ensurePnpm();
  await ensureInstall();

  const build = !process.argv.includes('--no-build') && APPS_ROOT === ROOT;
  const stale = build ? APPS.filter((app) => isBuildStale(app)) : [];
  if (!build) {
    process.stdout.write(`▸ serving the builds in ${APPS_ROOT} as they are\n`);
  } else if (stale.length) {
    const results = await buildApps(stale);
    const failed = results.filter((result) => !result.ok);
    if (failed.length) {
      // A broken remote should not keep the rest of the product from starting: the shell
      // contains a remote that fails to load.
      process.stderr.write(
        `\n⚠ build failed: ${failed.map(({ app }) => app.dir).join(', ')} — starting anyway with the last good build, if any\n\n`,
      );
    }
  } else {
    process.stdout.write('▸ every app is up to date (no build needed)\n');
  }

  if (build) {
    // Each app's build is released and made live, as a deployment does app by app.
    const { releaseAndPublishBuilds } = await import('./lib/releases.mjs');
    releaseAndPublishBuilds(APPS, {
      log: (line) => process.stdout.write(`▸ release ${line}\n`),
    });
  }

  const dataDir = process.env.DATA_DIR ?? path.join(ROOT, 'api', '.data', 'db');
  const shown = dataDir.startsWith(ROOT + path.sep) ? path.relative(ROOT, dataDir) : dataDir;
  process.stdout.write(`▸ starting the api (data in ${shown}; seeded on its first start)\n`);
  const api = await startApi({ dataDir, env: { API_MODE: 'development' } });
  api.exited.then(({ code }) => {
    if (!isStopping())
      process.stderr.write(
        `\n✗ the api stopped (exit ${code}); the apps keep being served. Ctrl-C to quit.\n`,
      );
  });

  // Imported after the install: the static server needs the workspace's packages.
  const { startStaticServers } = await import('./serve.mjs');
  const statics = await startStaticServers();
  onCleanup(() => statics.close());

  const line = '─'.repeat(64);
  process.stdout.write(
    [
      '',
      line,
      `  Ready in ${formatMs(Date.now() - started)}:  http://localhost:3000`,
      '',
      `  Sign in ('Iniciar Sesión') with password ${DEMO_PASSWORD}:`,
      ...DEMO_USERS.map((user) => `    ${user.email.padEnd(18)} ${user.note}`),
      '',
      `  api ${API_URL}   remotes ${APPS.filter((app) => app.dir !== 'shell')
        .map((app) => app.port)
        .join(', ')}`,
      '  Ctrl-C stops everything.',
      line,
      '',
    ].join('\n'),
  );
}

main().catch(async (error) => {
  process.stderr.write(`\nnpm start: ${error.message}\n`);
  await shutdown();
  process.exit(1);
});
