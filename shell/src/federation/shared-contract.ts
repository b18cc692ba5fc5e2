import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Hook<Name extends keyof ModuleFederationRuntimePlugin> = NonNullable<
  ModuleFederationRuntimePlugin[Name]
>;
type ResolveShareArgs = Parameters<Hook<'resolveShare'>>[0];
type BeforeInitRemoteArgs = Parameters<Hook<'beforeInitRemote'>>[0];
type Shared = ResolveShareArgs['shareInfo'];
type ShareScopeMap = ResolveShareArgs['shareScopeMap'];
type RemoteSnapshot = BeforeInitRemoteArgs['remoteSnapshot'];

/**
 * A remote built against another major of a strict singleton (`@platform/shared` and its
 * entries, build-config/shared-dependencies.cjs) than the one the page has. Its message is what
 * the console shows: the remote, the range it was built against and the page's version.
 */
export class SharedContractError extends Error {
  constructor(
    readonly remote: string,
    readonly pkgName: string,
    readonly requiredVersion: string,
    readonly pageVersion: string,
  ) {
    super(
      `[federation] ${remote} no se carga: fue construido para ${pkgName} ${requiredVersion} ` +
        `y esta página tiene ${pageVersion} (otra versión mayor; ver shared/CHANGELOG.md)`,
    );
    this.name = 'SharedContractError';
  }
}

const isStrictSingleton = (shared: Shared) =>
  Boolean(shared.shareConfig?.singleton && shared.shareConfig.strictVersion) &&
  typeof shared.shareConfig.requiredVersion === 'string';

const inUse = (shared: Shared) => Boolean(shared.loaded || shared.loading || shared.lib);

/**
 * What the remote's build shares, one entry per package. A remote fetched again in the same page
 * (after 'Reintentar') adds its new build's shares beside the old ones on its runtime instance:
 * the build is the one whose version its manifest names.
 */
function builtShares(
  shared: Record<string, Shared[]>,
  snapshot: RemoteSnapshot,
): Array<[string, Shared]> {
  const manifest = snapshot && 'shared' in snapshot ? snapshot.shared : [];
  return Object.entries(shared).flatMap(([pkgName, builds]): Array<[string, Shared]> => {
    const version = manifest.find((entry) => entry.sharedName === pkgName)?.version;
    const built = builds.find((build) => build.version === version) ?? builds.at(-1);
    return built ? [[pkgName, built]] : [];
  });
}

/**
 * The first strict singleton the remote requires in a range the page cannot give it, before the
 * remote has added its own copies to the page: the page's version of a package is the one in use,
 * or, while nobody uses it yet, those registered (the shell's, and other remotes').
 */
export function findContractBreach(
  remote: string,
  remoteShared: Record<string, Shared[]>,
  snapshot: RemoteSnapshot,
  shareScopeMap: ShareScopeMap,
): SharedContractError | undefined {
  for (const [pkgName, built] of builtShares(remoteShared, snapshot)) {
    if (!isStrictSingleton(built)) continue;
    const required = built.shareConfig.requiredVersion as string;
    for (const scope of built.scope) {
      const versions = shareScopeMap[scope]?.[pkgName] ?? {};
      const registered = Object.keys(versions);
      const used = registered.filter((version) => inUse(versions[version]!));
      const page = used.length ? used : registered;
      if (page.length && !page.some((version) => satisfy(version, required))) {
        return new SharedContractError(remote, pkgName, required, page.join(', '));
      }
    }
  }
  return undefined;
}

/**
 * The copy of a strict singleton that nobody uses yet, for a page whose host registered one that
 * satisfies the requirement: the host's. Left to itself, the runtime takes the newest registered
 * version, so a remote built against a newer minor would bring its own copy of, say, the overlays
 * entry beside the shell's core: a second Chakra without the page's provider, a second theme.
 */
export function preferHostCopy(args: ResolveShareArgs, host: string): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, shareInfo } = args;
  if (!isStrictSingleton(shareInfo)) return args;
  const versions = shareScopeMap[scope]?.[pkgName] ?? {};
  if (Object.values(versions).some(inUse)) return args;
  const hostVersion = Object.keys(versions).find((version) => versions[version]!.from === host);
  if (
    !hostVersion ||
    hostVersion === args.version ||
    !satisfy(hostVersion, shareInfo.shareConfig.requiredVersion as string)
  ) {
    return args;
  }
  return {
    ...args,
    version: hostVersion,
    resolver: () => ({ shared: versions[hostVersion]!, useTreesShaking: false }),
  };
}

/**
 * Holds `@platform/shared`'s contract in the page (shared/CHANGELOG.md):
 *
 * - A remote built against another major is refused before its container starts, with a
 *   `SharedContractError`. The runtime's own check (`getRegisteredShare`, when the remote loads a
 *   strict singleton) would throw too, but only after the remote had registered its copies in the
 *   page's share scope, where the next remote to ask for an entry nobody had loaded yet got the
 *   refused remote's major, and failed as well.
 * - A remote built against another minor or patch runs with the shell's copy of every entry.
 *
 * Registered as a global plugin (registry.ts), so the remotes' runtime instances, which resolve
 * their own shares, apply it too; `host` is the shell's federation name.
 */
export function sharedContractPlugin(host: string): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-shared-contract',
    beforeInitRemote({ remoteInfo, remoteSnapshot, origin }) {
      const remote = getInstance(
        (instance) => instance !== origin && instance.options.name === remoteInfo.name,
      );
      if (!remote) return;
      const breach = findContractBreach(
        remoteInfo.name,
        remote.options.shared,
        remoteSnapshot,
        origin.shareScopeMap,
      );
      if (breach) throw breach;
    },
    resolveShare: (args) => preferHostCopy(args, host),
  };
}
