import type { RemoteSessions } from '../../federation/load-timings';

/**
 * How a range an app was built against stands beside the shell's range for the same module, as
 * the shell's host compares them for `/platform.json` (scripts/lib/platform.mjs, the one place
 * ranges are compared):
 * - `same`: the very range;
 * - `minor`: the same major (another minor or patch): the app runs with the shell's copy;
 * - `major`: another major: the shell refuses a strict singleton such as `@platform/shared`;
 * - `unknown`: ranges whose major cannot be read (`*`, `latest`) and that differ;
 * - `not-in-shell`: the shell does not share that module, the app brings its own copy.
 */
export type RangeMatch = 'same' | 'minor' | 'major' | 'unknown' | 'not-in-shell';

export interface SharedRange {
  name: string;
  range: string;
  shellRange: string | null;
  match: RangeMatch;
}

/** One app of the platform as `/platform.json` gives it and the panel shows it. */
export interface PlatformApp {
  name: string;
  kind: 'shell' | 'remote';
  version: string;
  commit: string;
  builtAt: string;
  publishedAt: string;
  manifest: string | null;
  shared: SharedRange[];
  /** No range of another major than the shell's. */
  compatible: boolean;
}

/** `/platform.json`: the shell first, then each remote (an entry with a manifest). */
export interface PlatformStatus {
  schema: 1;
  registryUpdatedAt: string;
  apps: PlatformApp[];
}

/** Where the shell's host serves the platform's status (scripts/serve.mjs). */
export const PLATFORM_JSON_URL = '/platform.json';

/**
 * The platform's status as the shell's host computes it from the registry now. The panel shows
 * it as it comes: comparing the ranges here as well would be a second copy of the host's rules,
 * free to drift from what monitoring reads. Read afresh (`no-cache`), so a publish shows at once.
 */
export async function readPlatformStatus(url = PLATFORM_JSON_URL): Promise<PlatformStatus> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`No se pudo leer ${url} (${response.status})`);
  const status = (await response.json()) as Partial<PlatformStatus> | null;
  if (!status || !Array.isArray(status.apps)) throw new Error(`${url} no es válido`);
  return status as PlatformStatus;
}

export function remoteCount(status: PlatformStatus): number {
  return status.apps.filter((app) => app.kind === 'remote').length;
}

/**
 * What "Copiar diagnóstico" copies: the host's status with each remote's load in this tab, which
 * only this browser knows.
 */
export function diagnostics(status: PlatformStatus, sessions: RemoteSessions, now = new Date()) {
  return {
    schema: status.schema,
    copiedAt: now.toISOString(),
    page: typeof window === 'undefined' ? null : window.location.href,
    registryUpdatedAt: status.registryUpdatedAt,
    apps: status.apps.map((app) => ({
      ...app,
      session:
        app.kind === 'shell'
          ? null
          : {
              load: sessions[app.name]?.load ?? null,
              lastError: sessions[app.name]?.lastError ?? null,
            },
    })),
  };
}

export const shortCommit = (commit: string) => commit.slice(0, 7);
