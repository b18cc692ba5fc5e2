// Where things are during a journey (ports: docs/architecture.md). One source: scripts/lib/apps.mjs.
import { API_URL as DEFAULT_API_URL, APPS, DEMO_PASSWORD } from '../../scripts/lib/apps.mjs';

export { APPS, DEMO_PASSWORD };

/**
 * The api the journeys talk to. `E2E_API_URL` points both the helpers and the browser (the
 * shell's /config.json, see fixtures.ts) at another api: a private one on a fresh database, to
 * replay a journey that can only run once per database without touching the shared one.
 */
export const API_URL = (process.env.E2E_API_URL?.trim() || DEFAULT_API_URL).replace(/\/+$/, '');

export const SHELL_URL = 'http://localhost:3000';

export const USERS = {
  /** Published store with a year of data. */
  demo: { email: 'demo@tienda.cl', password: DEMO_PASSWORD },
  /** A second store (tenant isolation). */
  otra: { email: 'otra@tienda.cl', password: DEMO_PASSWORD },
  /** No store yet: login leads to /store-setup. */
  nueva: { email: 'nueva@tienda.cl', password: DEMO_PASSWORD },
} as const;

export type RemoteApp =
  | 'mfe-public'
  | 'mfe-dashboard'
  | 'mfe-catalogue'
  | 'mfe-commerce'
  | 'mfe-operations'
  | 'mfe-business';

/** The origin a remote is served from (http://localhost:3003 for mfe-catalogue). */
export function remoteOrigin(app: RemoteApp): string {
  const found = APPS.find((candidate) => candidate.dir === app);
  if (!found) throw new Error(`unknown remote ${app}`);
  return found.url;
}
