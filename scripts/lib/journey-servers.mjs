// What the journeys run against: the api on a fresh, seeded database in a temp folder, and the
// seven built apps served statically, with the control endpoint that lets a journey take one
// remote's server down (scripts/serve.mjs).
import path from 'node:path';
import { APPS, API_PORT } from './apps.mjs';
import { makeTempDir, startApi } from './api.mjs';
import { busyPorts } from './http.mjs';
import { DEFAULT_CONTROL_PORT, startControlServer, startStaticServers } from '../serve.mjs';

/**
 * Api settings for journeys: the development mode (the demo users and the /dev routes the
 * journeys use: the outbox, the database fault switch, the public order links), short-lived
 * tokens so silent renewal is exercised, and no wait between two registration codes: the
 * registration journey fast-forwards the page's 60-second countdown with Playwright's clock, which
 * cannot move the database's clock the api measures that wait on (the api's own tests prove the
 * 60 s, and a production api refuses a shorter one).
 */
export const JOURNEY_API_ENV = {
  API_MODE: 'development',
  SEED_SCALE: process.env.E2E_SEED_SCALE ?? 'demo',
  ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '60',
  RESEND_COOLDOWN_SECONDS: '0',
};

/**
 * @param {{ quiet?: boolean, controlPort?: number }} [options]
 * @returns {Promise<{ dataDir: string, controlUrl: string, api: Awaited<ReturnType<typeof startApi>>, stop: () => Promise<void> }>}
 */
export async function startJourneyServers({
  quiet = true,
  controlPort = DEFAULT_CONTROL_PORT,
} = {}) {
  const busy = await busyPorts([API_PORT, controlPort, ...APPS.map((app) => app.port)]);
  if (busy.length) {
    throw new Error(
      `ports already in use: ${busy.join(', ')} (is \`npm start\` running? stop it first)`,
    );
  }
  const tempDir = makeTempDir('platform-e2e-');
  const dataDir = path.join(tempDir, 'db');
  const api = await startApi({
    dataDir,
    uploadsDir: path.join(tempDir, 'uploads'),
    env: JOURNEY_API_ENV,
    quiet,
  });
  const statics = await startStaticServers();
  const control = await startControlServer(controlPort, statics.servers);
  return {
    dataDir,
    controlUrl: control.url,
    api,
    async stop() {
      await control.close();
      await api.stop();
    },
  };
}
