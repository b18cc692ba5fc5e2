#!/usr/bin/env node
// Builds the shell and the six remotes into `<app>/dist` (two at a time), then makes each build a
// release and points the registry at it, so the local hosting serves it (docs/deploying.md).
//
//   node scripts/build.mjs                 all seven
//   node scripts/build.mjs shell mfe-public only these
//   node scripts/build.mjs --changed       skip apps whose dist is newer than their sources
//   node scripts/build.mjs --no-release    build only (dist/), the registry untouched
import { isBuildStale, selectApps } from './lib/apps.mjs';
import { ensureInstall, ensurePnpm } from './lib/bootstrap.mjs';
import { BUILD_CONCURRENCY, buildApps } from './lib/build-apps.mjs';
import { formatMs } from './lib/process.mjs';
import { releaseAndPublishBuilds } from './lib/releases.mjs';

const args = process.argv.slice(2);
const changedOnly = args.includes('--changed');
const release = !args.includes('--no-release');
const names = args.filter((arg) => !arg.startsWith('--'));

const started = Date.now();
try {
  await ensurePnpm();
  await ensureInstall();
  let apps = selectApps(names);
  if (changedOnly) {
    const fresh = apps.filter((app) => !isBuildStale(app));
    if (fresh.length)
      process.stdout.write(`up to date, not rebuilt: ${fresh.map((app) => app.dir).join(', ')}\n`);
    apps = apps.filter((app) => isBuildStale(app));
  }
  const results = await buildApps(apps, { concurrency: BUILD_CONCURRENCY });
  process.stdout.write('\n');
  for (const { app, ok, ms } of results) {
    process.stdout.write(`${ok ? 'ok    ' : 'FAILED'}  ${app.dir.padEnd(15)} ${formatMs(ms)}\n`);
  }
  const failed = results.filter((result) => !result.ok);
  process.stdout.write(
    `${results.length - failed.length}/${results.length} apps built in ${formatMs(Date.now() - started)}\n`,
  );
  if (release) {
    // The apps not rebuilt too: a build that was never released goes live as well.
    const built = new Set(failed.map((result) => result.app.dir));
    releaseAndPublishBuilds(
      selectApps(names).filter((app) => !built.has(app.dir)),
      { log: (line) => process.stdout.write(`release ${line}\n`) },
    );
  }
  process.exitCode = failed.length ? 1 : 0;
} catch (error) {
  process.stderr.write(`build: ${/** @type {Error} */ (error).message}\n`);
  process.exitCode = 1;
}
