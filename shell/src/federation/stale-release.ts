import { currentRegistry, refreshRegistry, remoteVersion, startedShellVersion } from './registry';

/**
 * A tab can outlive the files it was loaded from: a release replaces the app's files, the old
 * ones are removed, and the next chunk the tab asks for is gone (a dialog's code, a shell page, a
 * shared entry nobody had loaded yet). This decides what to do when that happens.
 */

/** The key that remembers, for this tab, the shell release it reloaded for (one reload at most). */
const RELOADED_FOR = 'platform:reloaded-for-release';

/** Whether `error` is a script that could not be fetched: webpack's chunk loading, or import(). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/.test(
      error.message,
    )
  );
}

/** The address of the file a chunk error names (webpack's `(missing: …)` or `(error: …)`). */
function missingFile(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /\((?:missing|error): (\S+?)\)/.exec(error.message)?.[1] ?? null;
}

/**
 * What recovers from the error:
 * - 'retry': the remote's release changed since its page was opened; render it from the live one
 *   (no reload: the shell is the same);
 * - 'reload': the shell's release changed since this tab started, or one of the shell's own files
 *   is gone; reload the page, once, at the same address (forms that guard unsaved changes ask first: the browser's beforeunload);
 * - 'none': not a missing file of an earlier release (or the reload was tried already): the
 *   error is shown, with its retry.
 */
export type StaleRecovery = 'retry' | 'reload' | 'none';

export async function staleRecovery(
  error: unknown,
  remote?: string,
  pinnedVersion?: string,
): Promise<StaleRecovery> {
  if (!isChunkLoadError(error)) return 'none';
  await refreshRegistry();
  if (remote && pinnedVersion && remoteVersion(remote) && remoteVersion(remote) !== pinnedVersion) {
    return 'retry';
  }
  const live = currentRegistry().apps.shell?.version;
  const started = startedShellVersion();
  const shellReleased = Boolean(live && started && live !== started);
  // A file of the shell's own origin that is gone: the shell's files were replaced, whatever the
  // registry said a moment ago.
  const missing = missingFile(error);
  const shellFile = missing?.startsWith(`${window.location.origin}/`) ?? false;
  if (!shellReleased && !shellFile) return 'none';
  const reloadKey = shellReleased ? `release ${live}` : `file ${missing}`;
  try {
    if (window.sessionStorage.getItem(RELOADED_FOR) === reloadKey) return 'none';
    window.sessionStorage.setItem(RELOADED_FOR, reloadKey);
  } catch {
    // No session storage: reload anyway, the next start reads the new release.
  }
  return 'reload';
}

/** Reloads the page at the same address (its own module: the tests replace it). */
export function reloadPage(): void {
  window.location.reload();
}
