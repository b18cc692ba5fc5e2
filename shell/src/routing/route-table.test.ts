import { getRemoteRoutes, setRemoteRoutes } from './route-table';

const remoteRoutes = getRemoteRoutes();

// The spec's routes (spec 1 §2.1, spec 3) and their owners (docs/architecture.md).
const expectedOwners: Record<string, string> = {
  '/': 'mfe_public',
  '/register': 'mfe_public',
  '/public/orders/:id': 'mfe_public',
  '/tiendas': 'mfe_public',
  '/dashboard': 'mfe_dashboard',
  '/products': 'mfe_catalogue',
  '/plans': 'mfe_commerce',
  '/pricing': 'mfe_commerce',
  '/shipping/rules': 'mfe_commerce',
  '/payments': 'mfe_commerce',
  '/clients/:id': 'mfe_operations',
  '/orders/:id': 'mfe_operations',
  '/business/account-statement/sales': 'mfe_business',
  '/profile/account': 'mfe_business',
  '/my-store': 'mfe_business',
  '/customization/email-templates': 'mfe_business',
};

describe('route table (from the remotes’ routes.json)', () => {
  it.each(Object.entries(expectedOwners))('serves %s from %s', (routePath, remote) => {
    expect(remoteRoutes.find((route) => route.path === routePath)?.remote).toBe(remote);
  });

  it('gives every path one owner', () => {
    const paths = remoteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('protects every merchant page and leaves the public site open', () => {
    const access = Object.fromEntries(remoteRoutes.map((route) => [route.path, route.access]));
    expect(access['/dashboard']).toBe('protected');
    expect(access['/business/contact']).toBe('protected');
    expect(access['/pricing']).toBe('public');
    expect(access['/public/orders/:id']).toBe('public');
    expect(access['/register']).toBe('guest-only');
  });

  it('replaces the pages when a registry read changes them, and keeps them otherwise', () => {
    const before = getRemoteRoutes();
    setRemoteRoutes([...before]);
    expect(getRemoteRoutes()).toBe(before);
    const added = [
      ...before,
      { path: '/x', remote: 'mfe_x', module: './X', access: 'public' as const },
    ];
    setRemoteRoutes(added);
    expect(getRemoteRoutes()).toBe(added);
    setRemoteRoutes(before);
  });
});
