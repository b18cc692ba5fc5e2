#!/usr/bin/env node
// Starts what the journeys need (api on a fresh temp database + every app's static server +
// the serve control endpoint) and keeps it up until Ctrl-C. `npm test` does this by itself;
// this is for running Playwright by hand:
//   node scripts/e2e-servers.mjs &   then   pnpm --filter @platform/e2e exec playwright test
import { API_URL } from './lib/apps.mjs';
import { ensurePnpm } from './lib/bootstrap.mjs';
import { startJourneyServers } from './lib/journey-servers.mjs';
import { shutdown } from './lib/process.mjs';

try {
  await ensurePnpm();
  const servers = await startJourneyServers({ quiet: !process.argv.includes('--verbose') });
  process.stdout.write(
    `journey servers ready: api ${API_URL} (data ${servers.dataDir}), shell http://localhost:3000, control ${servers.controlUrl}\n`,
  );
} catch (error) {
  process.stderr.write(`${/** @type {Error} */ (error).message}\n`);
  await shutdown();
  process.exit(1);
}
