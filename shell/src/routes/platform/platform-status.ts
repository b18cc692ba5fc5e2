import type { Registry, RegistryEntry } from '../../federation/registry';
import type { RemoteSessions } from '../../federation/load-timings';

/**
 * How a range an app was built against stands beside the shell's range for the same module:
 * - `same`: the very range;
 * - `minor`: the same major (another minor or patch): the app runs with the shell's copy;
 * - `major`: another major: the shell refuses a strict singleton such as `@platform/shared`;
 * - `unknown`: ranges whose major cannot be read (`*`, `>=1 <3`) and that differ;
 * - `not-in-shell`: the shell does not share that module, the app brings its own copy.
 */
export type RangeMatch = 'same' | 'minor' | 'major' | 'unknown' | 'not-in-shell';

export interface SharedRange {
  name: string;
  range: string;
  shellRange: string | null;
  match: RangeMatch;
}

/** One app of the platform as the panel and `/platform.json` show it. */
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

export interface PlatformStatus {
  schema: 1;
  registryUpdatedAt: string;
  apps: PlatformApp[];
}

/** The shell's name in the registry. */
export const SHELL = 'shell';

const LEADING_VERSION = /^\s*(\^|~|>=|=)?\s*v?(\d+)(?:\.(\d+))?/;

/**
 * The part of a range that must agree between two builds: the major, or for a caret range under
 * 1.0.0 the major and minor (`^0.3.1` takes no 0.4). Null when the range names no version.
 * scripts/lib/platform.mjs reads ranges the same way for `/platform.json`.
 */
export function majorOf(range: string): string | null {
  const match = LEADING_VERSION.exec(range);
  if (!match) return null;
  const [, operator, major, minor] = match;
  return operator === '^' && major === '0' && minor !== undefined ? `0.${minor}` : major!;
}

export function compareRange(range: string, shellRange: string | undefined): RangeMatch {
  if (shellRange === undefined) return 'not-in-shell';
  if (range.trim() === shellRange.trim()) return 'same';
  const mine = majorOf(range);
  const shells = majorOf(shellRange);
  if (mine === null || shells === null) return 'unknown';
  return mine === shells ? 'minor' : 'major';
}

function sharedRanges(
  shared: RegistryEntry['shared'] | undefined,
  shell: RegistryEntry['shared'] | undefined,
): SharedRange[] {
  return Object.entries(shared ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, range]) => {
      const shellRange = shell?.[name];
      return {
        name,
        range,
        shellRange: typeof shellRange === 'string' ? shellRange : null,
        match: compareRange(range, typeof shellRange === 'string' ? shellRange : undefined),
      };
    });
}

function appOf(name: string, entry: RegistryEntry, shell: RegistryEntry | undefined): PlatformApp {
  const shared = sharedRanges(entry.shared, shell?.shared);
  return {
    name,
    kind: name === SHELL ? 'shell' : 'remote',
    version: String(entry.version ?? ''),
    commit: String(entry.commit ?? ''),
    builtAt: String(entry.builtAt ?? ''),
    publishedAt: String(entry.publishedAt ?? ''),
    manifest: typeof entry.manifest === 'string' ? entry.manifest : null,
    shared,
    compatible: shared.every((range) => range.match !== 'major'),
  };
}

/** The shell first, then each remote (an entry with a manifest) in the registry's order. */
export function platformStatus(registry: Registry): PlatformStatus {
  const shell = registry.apps[SHELL];
  const remotes = Object.entries(registry.apps).filter(
    ([name, entry]) => name !== SHELL && typeof entry?.manifest === 'string',
  );
  return {
    schema: 1,
    registryUpdatedAt: registry.updatedAt,
    apps: [
      ...(shell ? [appOf(SHELL, shell, shell)] : []),
      ...remotes.map(([name, entry]) => appOf(name, entry, shell)),
    ],
  };
}

export function remoteCount(status: PlatformStatus): number {
  return status.apps.filter((app) => app.kind === 'remote').length;
}

/** What "Copiar diagnóstico" copies: the page's status with each remote's load in this tab. */
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
