import { getRemoteRoutes, type RemoteRoute } from '../routing/route-table';
import { isNavItemEnabled, isSubmenu, merchantNavigation, type NavGroup } from './navigation';

// The remotes' declarations of this checkout (their routes.json), as a registry would carry them.
const navigation = merchantNavigation(getRemoteRoutes());
const allItems = navigation.flatMap((group) =>
  group.items.flatMap((item) => (isSubmenu(item) ? item.items : [item])),
);
const byPath = (path: string) => allItems.find((item) => item.path === path)!;

describe('merchant navigation', () => {
  it('has the four groups of the spec in order', () => {
    expect(navigation.map((group) => group.label)).toEqual([
      'Mi Negocio',
      'Gestión',
      'Personalización',
      'Soporte',
    ]);
  });

  it('puts the shipping rules inside the Despachos submenu of Gestión', () => {
    const management = navigation.find((group) => group.label === 'Gestión')!;
    const shipping = management.items.find(isSubmenu);
    expect(shipping?.label).toBe('Despachos');
    expect(shipping?.items.map((item) => item.path)).toEqual(['/shipping/rules']);
  });

  it('disables the items whose feature flag is off and the legal pages', () => {
    for (const path of [
      '/customization/visual',
      '/customization/content',
      '/payments',
      '/privacy',
      '/terms',
      '/cookies',
    ]) {
      expect(isNavItemEnabled(byPath(path))).toBe(false);
    }
    expect(isNavItemEnabled(byPath('/customization/domain'))).toBe(true);
    expect(isNavItemEnabled(byPath('/dashboard'))).toBe(true);
  });

  it('lists each group in the spec’s order', () => {
    const labels = (group: NavGroup) =>
      group.items.map((item) => (isSubmenu(item) ? `${item.label} >` : item.label));
    expect(navigation.map(labels)).toEqual([
      [
        'Datos de Contacto',
        'Datos de Facturación',
        'Cuenta Bancaria',
        'Facturas',
        'Estado de Cuenta de Ventas',
        'Estado de Cuenta de Comisiones',
        'Medios de Pago',
      ],
      [
        'Panel de Control',
        'Productos',
        'Planes de Suscripción',
        'Clientes',
        'Órdenes',
        'Despachos >',
      ],
      ['Personalización Visual', 'Contenido', 'Dominio', 'Plantillas de Correo'],
      [
        'Centro de Ayuda',
        'Documentación',
        'Estado del Sistema',
        'Contacto',
        'Política de Privacidad',
        'Términos y Condiciones',
        'Política de Cookies',
      ],
    ]);
  });

  it('shows the entry of a page a remote adds, in its place, with no shell change', () => {
    const added: RemoteRoute = {
      path: '/products/reviews',
      remote: 'mfe_catalogue',
      module: './ReviewsPage',
      access: 'protected',
      nav: { group: 'management', label: 'Reseñas', order: 25 },
    };
    const management = merchantNavigation([...getRemoteRoutes(), added]).find(
      (group) => group.label === 'Gestión',
    )!;
    expect(management.items.map((item) => item.label)).toEqual([
      'Panel de Control',
      'Productos',
      'Reseñas',
      'Planes de Suscripción',
      'Clientes',
      'Órdenes',
      'Despachos',
    ]);
  });

  it('shows disabled an entry behind a flag this shell does not know', () => {
    expect(isNavItemEnabled({ label: 'Nuevo', path: '/nuevo', flag: 'notAFlagYet' })).toBe(false);
  });

  it('leaves out a group no remote has an entry in', () => {
    const onlyCatalogue = getRemoteRoutes().filter((route) => route.remote === 'mfe_catalogue');
    expect(merchantNavigation(onlyCatalogue).map((group) => group.label)).toEqual(['Gestión']);
  });
});
