// Gets a bare machine (Node 20 + npm, Debian) ready using Node built-ins only: pnpm, the
// workspace install, and Debian's Chromium for the journeys.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { run } from './process.mjs';

export const PNPM_VERSION = '12.21.0';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** How to call pnpm: `pnpm …` normally, `npx -y pnpm@… …` when a global install was not possible. */
let pnpmCommand = /** @type {{ cmd: string, prefix: string[] } | null} */ (null);

function works(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'ignore', timeout: 120_000 });
  return result.status === 0;
}

function log(message) {
  process.stdout.write(`▸ ${message}\n`);
}

export async function ensurePnpm() {
  if (pnpmCommand) return pnpmCommand;
  if (works('pnpm', ['--version'])) {
    pnpmCommand = { cmd: 'pnpm', prefix: [] };
    return pnpmCommand;
  }
  log(`pnpm is missing: npm i -g pnpm@${PNPM_VERSION}`);
  const installed = await run('npm', ['i', '-g', `pnpm@${PNPM_VERSION}`]);
  if (installed.code === 0) {
    // npm's global bin folder may not be on PATH (e.g. a user-level prefix).
    const prefix = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).stdout?.trim();
    if (prefix)
      process.env.PATH = `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`;
    if (works('pnpm', ['--version'])) {
      pnpmCommand = { cmd: 'pnpm', prefix: [] };
      return pnpmCommand;
    }
  }
  log(`global install not possible: using npx -y pnpm@${PNPM_VERSION}`);
  if (works('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--version'])) {
    pnpmCommand = { cmd: 'npx', prefix: ['-y', `pnpm@${PNPM_VERSION}`] };
    return pnpmCommand;
  }
  throw new Error('Could not install pnpm (npm i -g and npx both failed).');
}

/**
 * Runs pnpm with the given arguments (see process.mjs `run` for the options).
 * @param {string[]} args
 * @param {import('./process.mjs').SpawnOptions} [options]
 */
export async function pnpm(args, options = {}) {
  const { cmd, prefix } = await ensurePnpm();
  return run(cmd, [...prefix, ...args], { cwd: ROOT, ...options });
}

/** The pnpm command line as [command, ...args], for long-lived services started elsewhere. */
export async function pnpmArgv(args) {
  const { cmd, prefix } = await ensurePnpm();
  return [cmd, ...prefix, ...args];
}

/** The workspace package folders listed in pnpm-workspace.yaml (a plain list, no globs here). */
export function workspaceFolders() {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const folders = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^packages:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (inPackages && /^\S/.test(line)) inPackages = false;
    const match = inPackages && line.match(/^\s+-\s+['"]?([^'"#\s]+)['"]?/);
    if (match) folders.push(match[1]);
  }
  return folders.filter((folder) => fs.existsSync(path.join(ROOT, folder, 'package.json')));
}

/** Hash of everything that decides what `pnpm install` does. */
function installInputsHash() {
  const hash = crypto.createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'].concat(
    workspaceFolders().map((folder) => path.join(folder, 'package.json')),
  );
  for (const file of files) {
    hash.update(file);
    try {
      hash.update(fs.readFileSync(path.join(ROOT, file)));
    } catch {
      hash.update('missing');
    }
  }
  return hash.digest('hex');
}

const STAMP = path.join(ROOT, 'node_modules', '.install-stamp');

/** `pnpm install --frozen-lockfile`, skipped in ~1 ms when nothing changed since the last one. */
export async function ensureInstall({ force = false } = {}) {
  const expected = installInputsHash();
  let current = '';
  try {
    current = fs.readFileSync(STAMP, 'utf8').trim();
  } catch {
    /* first install */
  }
  const complete =
    fs.existsSync(path.join(ROOT, 'node_modules', '.modules.yaml')) &&
    workspaceFolders().every((folder) => fs.existsSync(path.join(ROOT, folder, 'node_modules')));
  if (!force && current === expected && complete) {
    log('dependencies up to date (node_modules/.install-stamp)');
    return;
  }
  await ensurePnpm();
  log('pnpm install --frozen-lockfile');
  const result = await pnpm(
    ['install', '--frozen-lockfile', '--config.confirm-modules-purge=false'],
    {
      env: { CI: process.env.CI ?? 'true' },
    },
  );
  if (result.code !== 0) throw new Error(`pnpm install failed (exit ${result.code})`);
  fs.writeFileSync(STAMP, `${installInputsHash()}\n`);
}

/**
 * Installs Debian packages with apt-get (as root, or through `sudo -n`): what a fresh machine
 * lacks and the project needs, such as Chromium for the journeys and PostgreSQL for the api's
 * tests and bench.
 * @param {string[]} packages
 */
export async function aptInstall(packages) {
  if (!fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`${packages.join(', ')} missing and apt-get is not available: install them.`);
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  /** @param {string[]} args @returns {[string, string[]]} */
  const apt = (args) => (asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]]);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  log(`installing ${packages.join(', ')}: apt-get update && apt-get install -y`);
  const update = await run(...apt(['update']), { env });
  if (update.code !== 0) throw new Error(`apt-get update failed (exit ${update.code})`);
  const install = await run(...apt(['install', '-y', ...packages]), { env });
  if (install.code !== 0) {
    throw new Error(`apt-get install ${packages.join(' ')} failed (exit ${install.code})`);
  }
}

/** Debian's Chromium at /usr/bin/chromium, installed with apt-get when missing (never `playwright install`). */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  await aptInstall(['chromium']);
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed no ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}
