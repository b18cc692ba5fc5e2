import { useSyncExternalStore } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote's load in this tab: from the request of its first module to that module being ready. */
export interface RemoteLoad {
  /** The release's manifest (or entry) the module came from. */
  entry: string;
  startedAt: string;
  ms: number;
}

export interface RemoteLoadError {
  message: string;
  at: string;
}

export interface RemoteSession {
  load?: RemoteLoad;
  lastError?: RemoteLoadError;
}

/** Each remote's load and last load error in this tab, by federation name. */
export type RemoteSessions = Readonly<Record<string, RemoteSession>>;

let sessions: RemoteSessions = {};
/** Loads under way, by remote: when the first of its module requests was made. */
const pending = new Map<string, { at: string; start: number }>();
const listeners = new Set<() => void>();

const remoteOf = (id: string) => id.split('/')[0] ?? id;

function update(remote: string, change: RemoteSession): void {
  sessions = { ...sessions, [remote]: { ...sessions[remote], ...change } };
  for (const listener of listeners) listener();
}

/** A module of `remote` was requested: the load starts now, unless one is already under way. */
export function loadStarted(remote: string, now = performance.now(), at = new Date()): void {
  if (!pending.has(remote)) pending.set(remote, { at: at.toISOString(), start: now });
}

/**
 * A module of `remote` is ready, or failed. The first module ready from a release is the remote's
 * load; the next ones (another page of an entry already loaded) are not. A remote registered at a
 * new release loads again, and that load replaces the earlier one.
 */
export function loadFinished(
  remote: string,
  result: { entry: string; error?: unknown },
  now = performance.now(),
  at = new Date(),
): void {
  const started = pending.get(remote);
  pending.delete(remote);
  if (result.error !== undefined) {
    const message =
      result.error instanceof Error ? result.error.message : String(result.error ?? '');
    update(remote, { lastError: { message, at: at.toISOString() } });
    return;
  }
  if (!started || sessions[remote]?.load?.entry === result.entry) return;
  update(remote, {
    load: { entry: result.entry, startedAt: started.at, ms: Math.round(now - started.start) },
  });
}

export function getRemoteSessions(): RemoteSessions {
  return sessions;
}

export function subscribeRemoteSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remotes' loads in this tab, re-rendering at each one. */
export function useRemoteSessions(): RemoteSessions {
  return useSyncExternalStore(subscribeRemoteSessions, getRemoteSessions, getRemoteSessions);
}

/** Forgets every load (tests). */
export function resetRemoteSessions(): void {
  sessions = {};
  pending.clear();
  for (const listener of listeners) listener();
}

/**
 * Times each remote's load in the shell's runtime (registered in registry.ts): `beforeRequest`
 * comes before the remote's manifest or entry is fetched, `afterLoadRemote` once the module is
 * ready, or with the error that a fallback (retry-plugin.ts) stood in for.
 */
export function loadTimingsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-load-timings',
    beforeRequest(args) {
      loadStarted(remoteOf(args.id));
      return args;
    },
    afterLoadRemote({ id, remote, error }) {
      loadFinished(remote?.name ?? remoteOf(id), { entry: remote?.entry ?? '', error });
    },
  };
}
