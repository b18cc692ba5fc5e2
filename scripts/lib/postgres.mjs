// A throwaway PostgreSQL server for the api's tests and the bench: Debian's `postgresql` package
// (installed with apt-get when missing), a cluster in a temporary folder, listening on a free
// loopback port. Its data is thrown away with it, so it runs without the durability a real one
// needs (no fsync, no synchronous commit), which makes creating a database per test file quick.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { aptInstall } from './bootstrap.mjs';
import { run, startProcess } from './process.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's `bin` folder (Debian keeps one folder per major version). */
function installedBinDir() {
  if (!fs.existsSync(DEBIAN_ROOT)) return null;
  const versions = fs
    .readdirSync(DEBIAN_ROOT)
    .filter((version) => fs.existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/** The server's programs, installing Debian's package first when the machine has none. */
export async function ensurePostgres() {
  const found = installedBinDir();
  if (found) return found;
  await aptInstall(['postgresql']);
  const installed = installedBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql, yet ${DEBIAN_ROOT} has no initdb`);
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user the
 * Debian package creates, and its programs run as that user.
 * @param {string} dir
 */
function asClusterOwner(dir) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot)
    return (/** @type {string} */ program, /** @type {string[]} */ args) => [program, args];
  execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  return (/** @type {string} */ program, /** @type {string[]} */ args) => [
    'runuser',
    ['-u', 'postgres', '--', program, ...args],
  ];
}

/**
 * Starts a fresh server and resolves once it accepts connections.
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>} `url` reaches the
 *   `postgres` database as the superuser `postgres` (trust authentication, loopback only).
 */
export async function startTemporaryPostgres() {
  const bin = await ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-postgres-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const command = asClusterOwner(dir);
  const port = await freePort();

  const initdb = await run(
    ...command(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]),
    { quiet: true },
  );
  if (initdb.code !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${initdb.code}): ${initdb.tail.slice(-5).join(' ')}`);
  }

  const server = startProcess(
    ...command(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ]),
    { quiet: true },
  );
  const stop = async () => {
    await server.stop(5000);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await run(
      path.join(bin, 'pg_isready'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'],
      { quiet: true },
    );
    if (ready.code === 0) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PostgreSQL did not start: ${server.tail.slice(-5).join(' ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
