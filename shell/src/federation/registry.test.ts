import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRemoteRoutes } from '../routing/route-table';
import { loadRemoteRegistry, refreshRegistry, remoteVersion, type Registry } from './registry';

// No runtime instance: a remote is replaced by a forced registration (registry.runtime.test.ts
// covers the installed runtime).
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const release = (app: string, version: string, pages: unknown[]) => ({
  version,
  commit: 'abc1234',
  builtAt: '2026-12-07T20:00:00.000Z',
  publishedAt: '2026-12-07T20:01:00.000Z',
  shared: { react: '^19.3.1' },
  manifest: `http://localhost:3003/releases/${version}/mf-manifest.json`,
  pages,
  widgets: [],
  app,
});

const products = { path: '/products', module: './ProductsPage', access: 'protected' };

function serve(registry: unknown) {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify(registry), { status: 200 })),
  ) as typeof fetch;
}

describe('the registry', () => {
  const originalFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = originalFetch;
  });

  it('registers each remote’s live release and routes to the pages it declares', async () => {
    const registry = {
      schema: 1,
      updatedAt: '',
      apps: {
        shell: { version: 's1', commit: 'x', builtAt: '', publishedAt: '', shared: {} },
        mfe_catalogue: release('mfe_catalogue', 'v1', [
          { ...products, nav: { group: 'management', label: 'Productos', order: 20 } },
          // Malformed declarations are left out, never break the shell.
          { path: 'sin-barra', module: './X', access: 'public' },
          { path: '/y', module: 'no-module', access: 'public' },
          { path: '/z', module: './Z', access: 'everyone' },
        ]),
      },
    } as unknown as Registry;
    serve(registry);
    await loadRemoteRegistry();

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_catalogue', entry: registry.apps.mfe_catalogue!.manifest },
    ]);
    expect(getRemoteRoutes()).toEqual([
      {
        ...products,
        remote: 'mfe_catalogue',
        nav: { group: 'management', label: 'Productos', order: 20 },
      },
    ]);
    expect(remoteVersion('mfe_catalogue')).toBe('v1');
  });

  it('replaces a remote whose release changed, and only that one', async () => {
    jest.mocked(registerRemotes).mockClear();
    const reviews = { path: '/reviews', module: './ReviewsPage', access: 'protected' };
    serve({
      schema: 1,
      updatedAt: '',
      apps: { mfe_catalogue: release('mfe_catalogue', 'v2', [products, reviews]) },
    });

    await expect(refreshRegistry()).resolves.toEqual(['mfe_catalogue']);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_catalogue', entry: 'http://localhost:3003/releases/v2/mf-manifest.json' }],
      { force: true },
    );
    expect(getRemoteRoutes().map((route) => route.path)).toEqual(['/products', '/reviews']);

    jest.mocked(registerRemotes).mockClear();
    await expect(refreshRegistry()).resolves.toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('keeps the registry it has when a read fails', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await expect(refreshRegistry()).resolves.toEqual([]);
    expect(remoteVersion('mfe_catalogue')).toBe('v2');
  });
});
