/**
 * The release of each remote whose entry this tab has run (its pages and its widgets alike).
 * Another release of the same remote is never loaded beside it: its entry would share the page
 * with the first one's (its container global, its federation instance, its chunk array, scripts
 * the runtime keeps by address), which does not hold up (a tab sent from v1 to v2 and back to v1
 * waited for v1's entry forever). The page is loaded again at the same address instead, once:
 * the new release is the one it starts with. So every release of a remote may share one chunk
 * array name, and its chunks keep their names from one release to the next when their code has
 * not changed (a returning merchant downloads only what changed).
 */
const loaded = new Map<string, string>();

/** Notes that this tab runs `version` of `remote` (undefined: a remote outside the registry). */
export function noteLoadedRelease(remote: string, version: string | undefined): void {
  if (version !== undefined) loaded.set(remote, version);
}

/** The release of `remote` this tab runs, if it has run one. */
export function loadedRelease(remote: string): string | undefined {
  return loaded.get(remote);
}

/** Whether loading `version` of `remote` would run it beside another release of it. */
export function isOtherRelease(remote: string, version: string | undefined): boolean {
  const running = loaded.get(remote);
  return version !== undefined && running !== undefined && running !== version;
}
