#!/usr/bin/env node
// Releases one app at a time (docs/deploying.md).
//
//   node scripts/release.mjs build <app> [--no-build] [--version <v>]
//        builds the app and freezes its dist/ into releases/<app>/<version>/ (prints the version)
//   node scripts/release.mjs publish <app> <version> [--origin <url>]
//        points the registry at that release: the shell loads it from the next navigation
//   node scripts/release.mjs rollback <app> [--to <version>]
//        points the registry back at the release live before the current one, or at <version>
//   node scripts/release.mjs list [<app>]
//        every release of each app, the live one marked
//
// PLATFORM_RELEASES_DIR moves the releases and the registry (default: releases/ here).
import { selectApps } from './lib/apps.mjs';
import { ensureInstall, ensurePnpm } from './lib/bootstrap.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { formatMs } from './lib/process.mjs';
import {
  createRelease,
  listReleases,
  publishRelease,
  readRegistry,
  readRelease,
  releasesDir,
  rollBack,
} from './lib/releases.mjs';

const USAGE = `usage:
  release build <app> [--no-build] [--version <v>]
  release publish <app> <version> [--origin <url>]
  release rollback <app> [--to <version>]
  release list [<app>]`;

function parse(argv) {
  const positional = [];
  const flags = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2);
    if (name === 'no-build') flags.noBuild = true;
    else if (['version', 'origin', 'to'].includes(name)) flags[name] = inline ?? argv[++index];
    else throw new Error(`unknown option --${name}\n${USAGE}`);
  }
  return { positional, flags };
}

function one(name) {
  if (!name) throw new Error(USAGE);
  return selectApps(name)[0];
}

const say = (line) => process.stdout.write(`${line}\n`);

async function build(app, flags) {
  const started = Date.now();
  if (!flags.noBuild) {
    await ensurePnpm();
    await ensureInstall();
    const [result] = await buildApps([app], { concurrency: 1, quiet: true });
    if (!result.ok) throw new Error(`${app.dir}: the build failed`);
  }
  const { version, created, release } = createRelease(app, { version: flags.version });
  say(
    `${app.dir} ${version}: ${created ? 'released' : 'same files as this existing release'} ` +
      `(${release.files} files, ${(release.bytes / 1024).toFixed(0)} KB, commit ${release.commit.slice(0, 7)}${release.modified ? ' + changes' : ''}) in ${formatMs(Date.now() - started)}`,
  );
  say(`publish it with: node scripts/release.mjs publish ${app.dir} ${version}`);
}

function list(apps) {
  const registry = readRegistry();
  for (const app of apps) {
    const live = registry.apps[app.federationName]?.version;
    say(`${app.dir}`);
    const versions = listReleases(app);
    if (versions.length === 0) say('  (no release)');
    for (const version of versions) {
      const release = readRelease(app, version);
      say(
        `  ${version === live ? '*' : ' '} ${version}  commit ${release?.commit.slice(0, 7)}  built ${release?.builtAt}`,
      );
    }
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positional, flags } = parse(rest);
  switch (command) {
    case 'build':
      await build(one(positional[0]), flags);
      break;
    case 'publish': {
      const app = one(positional[0]);
      if (!positional[1]) throw new Error(USAGE);
      const { entry, previous } = publishRelease(app, positional[1], { origin: flags.origin });
      say(`${app.dir}: ${previous ?? '(none)'} → ${entry.version} is live`);
      break;
    }
    case 'rollback': {
      const app = one(positional[0]);
      const { from, to } = rollBack(app, { to: flags.to });
      say(`${app.dir}: rolled back ${from ?? '(none)'} → ${to}`);
      break;
    }
    case 'list':
      list(positional[0] ? [one(positional[0])] : selectApps([]));
      break;
    default:
      throw new Error(USAGE);
  }
  say(`(registry: ${releasesDir()})`);
}

main().catch((error) => {
  process.stderr.write(`release: ${error.message}\n`);
  process.exitCode = 1;
});
