import { isNavItemEnabled, isSubmenu, merchantNavigation } from './navigation';

const allItems = merchantNavigation.flatMap((group) =>
  group.items.flatMap((item) => (isSubmenu(item) ? item.items : [item])),
);
const byPath = (path: string) => allItems.find((item) => item.path === path)!;

describe('merchant navigation', () => {
  it('has the four groups of the spec in order', () => {
    expect(merchantNavigation.map((group) => group.label)).toEqual([
      'Mi Negocio',
      'Gestión',
      'Personalización',
      'Soporte',
    ]);
  });

  it('puts the shipping rules inside the Despachos submenu of Gestión', () => {
    const management = merchantNavigation.find((group) => group.label === 'Gestión')!;
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
});
