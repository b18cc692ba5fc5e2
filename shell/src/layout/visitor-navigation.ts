import type { NavLinkItem } from './navigation';

// Apart from the merchant's menus (navigation.ts), which load with the merchant's top bar: a
// visitor's first page carries only these.

/** Signed-out items (spec 1 §2.2); "Iniciar Sesión" opens the modal rather than navigating. */
export const visitorNavigation: NavLinkItem[] = [
  { label: 'Características', path: '/#caracteristicas' },
  { label: 'Precios', path: '/pricing' },
  { label: 'Ayuda', path: '/help' },
];
