import { getInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  findContractBreach,
  preferHostCopy,
  SharedContractError,
  sharedContractPlugin,
} from './shared-contract';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: jest.fn(),
}));

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type BeforeInitRemoteArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['beforeInitRemote']>
>[0];
type Shared = ResolveShareArgs['shareInfo'];
type Versions = Record<string, Shared>;

/** A share as the runtime holds it; strict singleton unless told. */
function share(
  version: string,
  from: string,
  requiredVersion: string,
  { loaded = false, strictVersion = true } = {},
): Shared {
  return {
    version,
    from,
    get: () => () => ({}),
    shareConfig: { singleton: true, strictVersion, requiredVersion, eager: false },
    scope: ['default'],
    useIn: [],
    deps: [],
    strategy: 'loaded-first',
    loaded,
  };
}

const pageWith = (packages: Record<string, Versions>) => ({ default: packages });
const snapshotOf = (shared: Array<{ sharedName: string; version: string }>) =>
  ({ shared }) as unknown as BeforeInitRemoteArgs['remoteSnapshot'];

describe('a remote against the page’s copy of shared', () => {
  const page = pageWith({
    '@platform/shared': { '1.1.0': share('1.1.0', 'shell', '^1.0.0', { loaded: true }) },
    // The shell provides it, nobody has loaded it yet.
    '@platform/shared/overlays': { '1.1.0': share('1.1.0', 'shell', '^1.0.0') },
    react: { '19.3.1': share('19.3.1', 'shell', '^19.3.1', { loaded: true }) },
  });

  it('is refused when built against another major, naming the range and the page’s version', () => {
    const breach = findContractBreach(
      'mfe_catalogue',
      { '@platform/shared': [share('2.0.0', 'mfe_catalogue', '^2.0.0')] },
      undefined,
      page,
    );
    expect(breach).toBeInstanceOf(SharedContractError);
    expect(breach).toMatchObject({
      remote: 'mfe_catalogue',
      pkgName: '@platform/shared',
      requiredVersion: '^2.0.0',
      pageVersion: '1.1.0',
    });
    expect(breach?.message).toBe(
      '[federation] mfe_catalogue no se carga: fue construido para @platform/shared ^2.0.0 y ' +
        'esta página tiene 1.1.0 (otra versión mayor; ver shared/CHANGELOG.md)',
    );
  });

  it('is refused for an entry nobody has loaded yet, against the copy the shell provides', () => {
    const breach = findContractBreach(
      'mfe_catalogue',
      { '@platform/shared/overlays': [share('2.0.0', 'mfe_catalogue', '^2.0.0')] },
      undefined,
      page,
    );
    expect(breach).toMatchObject({ pkgName: '@platform/shared/overlays', pageVersion: '1.1.0' });
  });

  it('runs when built against an older or a newer minor of the same major', () => {
    for (const built of ['1.0.0', '1.2.0']) {
      const remoteShared = {
        '@platform/shared': [share(built, 'mfe_catalogue', '^1.0.0')],
        '@platform/shared/overlays': [share(built, 'mfe_catalogue', '^1.0.0')],
      };
      expect(findContractBreach('mfe_catalogue', remoteShared, undefined, page)).toBeUndefined();
    }
  });

  it('runs with an entry the page does not have yet (the dashboard brings the charts)', () => {
    const remoteShared = {
      '@platform/shared/charts': [share('1.0.0', 'mfe_dashboard', '^1.0.0')],
    };
    expect(findContractBreach('mfe_dashboard', remoteShared, undefined, page)).toBeUndefined();
  });

  it('leaves the libraries shared without a strict version to the runtime', () => {
    const remoteShared = {
      react: [share('20.0.0', 'mfe_catalogue', '^20.0.0', { strictVersion: false })],
    };
    expect(findContractBreach('mfe_catalogue', remoteShared, undefined, page)).toBeUndefined();
  });

  it('checks the build its manifest names after "Reintentar" fetched it again', () => {
    // The runtime instance keeps the refused build's shares beside the rolled-back one's.
    const remoteShared = {
      '@platform/shared': [
        share('2.0.0', 'mfe_catalogue', '^2.0.0'),
        share('1.0.0', 'mfe_catalogue', '^1.0.0'),
      ],
    };
    const rolledBack = snapshotOf([{ sharedName: '@platform/shared', version: '1.0.0' }]);
    expect(findContractBreach('mfe_catalogue', remoteShared, rolledBack, page)).toBeUndefined();
    const again = snapshotOf([{ sharedName: '@platform/shared', version: '2.0.0' }]);
    expect(findContractBreach('mfe_catalogue', remoteShared, again, page)).toBeInstanceOf(
      SharedContractError,
    );
  });
});

describe('the shared contract plugin, before a remote starts', () => {
  const shell = { options: { name: 'shell' }, shareScopeMap: {} };

  function beforeInit(remoteShared: Record<string, Shared[]>) {
    const remote = { options: { name: 'mfe_catalogue', shared: remoteShared } };
    jest
      .mocked(getInstance)
      .mockImplementation(
        (finder) => [shell, remote].find((instance) => finder?.(instance as never)) as never,
      );
    const origin = {
      ...shell,
      shareScopeMap: pageWith({
        '@platform/shared': { '1.0.0': share('1.0.0', 'shell', '^1.0.0', { loaded: true }) },
      }),
    };
    shell.shareScopeMap = origin.shareScopeMap;
    const hook = sharedContractPlugin('shell').beforeInitRemote!;
    return async () =>
      hook({ remoteInfo: { name: 'mfe_catalogue' }, origin } as unknown as BeforeInitRemoteArgs);
  }

  it('throws the refusal, which the retry plugin turns into the route’s error', async () => {
    const init = beforeInit({ '@platform/shared': [share('2.0.0', 'mfe_catalogue', '^2.0.0')] });
    await expect(init()).rejects.toThrow(SharedContractError);
  });

  it('lets a remote of the same major start', async () => {
    const init = beforeInit({ '@platform/shared': [share('1.4.0', 'mfe_catalogue', '^1.0.0')] });
    await expect(init()).resolves.toBeUndefined();
  });
});

describe('which copy of an entry a remote gets', () => {
  const resolved = (versions: Versions, requester: Shared, runtimeChoice: string) => {
    const args = {
      shareScopeMap: pageWith({ '@platform/shared/overlays': versions }),
      scope: 'default',
      pkgName: '@platform/shared/overlays',
      version: runtimeChoice,
      shareInfo: requester,
      GlobalFederation: {},
      resolver: () => ({ shared: versions[runtimeChoice]!, useTreesShaking: false }),
    } as unknown as ResolveShareArgs;
    return preferHostCopy(args, 'shell').resolver()?.shared.version;
  };
  const requester = share('1.2.0', 'mfe_catalogue', '^1.0.0');

  it('is the shell’s while nobody uses one, not the newer minor a remote registered', () => {
    const versions = {
      '1.0.0': share('1.0.0', 'shell', '^1.0.0'),
      '1.2.0': share('1.2.0', 'mfe_catalogue', '^1.0.0'),
    };
    expect(resolved(versions, requester, '1.2.0')).toBe('1.0.0');
  });

  it('is the one in use once an entry is loaded', () => {
    const versions = {
      '1.0.0': share('1.0.0', 'shell', '^1.0.0'),
      '1.2.0': share('1.2.0', 'mfe_catalogue', '^1.0.0', { loaded: true }),
    };
    expect(resolved(versions, requester, '1.2.0')).toBe('1.2.0');
  });

  it('is the runtime’s choice when the shell’s copy is outside the range asked for', () => {
    const versions = {
      '1.0.0': share('1.0.0', 'shell', '^1.0.0'),
      '2.0.0': share('2.0.0', 'mfe_catalogue', '^2.0.0'),
    };
    expect(resolved(versions, share('2.0.0', 'mfe_catalogue', '^2.0.0'), '2.0.0')).toBe('2.0.0');
  });

  it('is the runtime’s choice for a library shared without a strict version', () => {
    const versions = {
      '1.0.0': share('1.0.0', 'shell', '^1.0.0'),
      '1.2.0': share('1.2.0', 'mfe_catalogue', '^1.0.0'),
    };
    const loose = share('1.2.0', 'mfe_catalogue', '^1.0.0', { strictVersion: false });
    expect(resolved(versions, loose, '1.2.0')).toBe('1.2.0');
  });
});
