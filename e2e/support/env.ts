// Where things are during a journey (docs/TEAM-CONTRACT.md). One source: scripts/lib/apps.mjs.
import { API_URL, APPS, DEMO_PASSWORD } from '../../scripts/lib/apps.mjs';

export { API_URL, APPS, DEMO_PASSWORD };

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
