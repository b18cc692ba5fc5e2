// Starts the api (`pnpm --filter @platform/api start`) and waits until it answers. Without
// `env.API_MODE: 'development'` it starts as in production: no /dev routes and no demo users, so
// callers that need them ask for it. It listens on 127.0.0.1 unless `env.HOST` says otherwise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, API_STATUS_URL, API_URL } from './apps.mjs';
import { pnpmArgv } from './bootstrap.mjs';
import { busyPorts, waitForUrl } from './http.mjs';
import { onCleanup, startProcess } from './process.mjs';

/** A fresh folder under the OS temp dir, removed when we exit. */
export function makeTempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * @param {object} options
 * @param {string} options.dataDir      PGlite folder (DATA_DIR)
 * @param {string} [options.uploadsDir] upload blobs (UPLOADS_DIR); the api's default when absent
 * @param {Record<string,string>} [options.env] more api settings (API_MODE, SEED_SCALE,
 *   ACCESS_TOKEN_TTL, …)
 * @param {boolean} [options.quiet]     keep the api's log out of the terminal (still kept for errors)
 * @param {number} [options.timeoutMs]  first start seeds the database: give it time
 * @param {number} [options.port]       another port than the api's usual one (a second api beside it)
 */
export async function startApi({
  dataDir,
  uploadsDir,
  env = {},
  quiet = false,
  timeoutMs = 180_000,
  port = API_PORT,
}) {
  if ((await busyPorts([port])).length) {
    throw new Error(`port ${port} is already in use: stop the other api first`);
  }
  const apiUrl = port === API_PORT ? API_URL : `http://localhost:${port}`;
  const [cmd, ...args] = await pnpmArgv(['--filter', '@platform/api', 'start']);
  const api = startProcess(cmd, args, {
    env: {
      PORT: String(port),
      PUBLIC_URL: apiUrl,
      DATA_DIR: dataDir,
      ...(uploadsDir ? { UPLOADS_DIR: uploadsDir } : {}),
      ...env,
    },
    prefix: '[api]',
    quiet,
    tailLines: 5000,
  });
  try {
    const statusUrl = port === API_PORT ? API_STATUS_URL : `${apiUrl}/api/system/status`;
    await waitForUrl(statusUrl, { timeoutMs, exited: api.exited, name: 'the api' });
  } catch (error) {
    if (quiet) process.stderr.write(`${api.tail.slice(-40).join('\n')}\n`);
    await api.stop();
    throw error;
  }
  return api;
}
