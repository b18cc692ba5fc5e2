// Builds front-end apps with `pnpm --filter @platform/<app> build`, a few at a time: each
// webpack build takes ~1.1 GB and one core, and CI has 2 cores.
import { pnpm } from './bootstrap.mjs';
import { formatMs, mapLimit } from './process.mjs';

export const BUILD_CONCURRENCY = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 2) || 2);

/**
 * @param {import('./apps.mjs').App[]} apps
 * @param {{ concurrency?: number, quiet?: boolean }} [options]
 *   quiet: keep webpack's output to the tail shown on failure
 * @returns {Promise<Array<{ app: import('./apps.mjs').App, ok: boolean, ms: number, tail: string[] }>>}
 */
export async function buildApps(apps, { concurrency = BUILD_CONCURRENCY, quiet = false } = {}) {
  return mapLimit(apps, concurrency, async (app) => {
    process.stdout.write(`▸ building ${app.dir}\n`);
    const result = await pnpm(['--filter', app.pkg, 'run', 'build'], {
      prefix: `[${app.dir}]`,
      quiet,
      env: { NODE_ENV: 'production' },
    });
    const ok = result.code === 0;
    process.stdout.write(
      `${ok ? '✓' : '✗'} ${app.dir} built in ${formatMs(result.ms)}${ok ? '' : ` (exit ${result.code})`}\n`,
    );
    if (!ok && quiet)
      process.stdout.write(
        `${result.tail
          .slice(-40)
          .map((line) => `[${app.dir}] ${line}`)
          .join('\n')}\n`,
      );
    return { app, ok, ms: result.ms, tail: result.tail };
  });
}
