import { isFeatureEnabled, type FeatureFlag } from '@platform/shared/core';

export interface NavLinkItem {
  label: string;
  path: string;
  /** Behind a flag of the static table (spec 1 §2.2): off means shown disabled. */
  flag?: FeatureFlag;
  /** Shown, but not clickable (the legal pages live in the footer). */
  disabled?: boolean;
}

export interface NavSubmenu {
  label: string;
  items: NavLinkItem[];
}

export interface NavGroup {
  label: string;
  items: Array<NavLinkItem | NavSubmenu>;
}

export const isSubmenu = (item: NavLinkItem | NavSubmenu): item is NavSubmenu => 'items' in item;

/** The four groups of the signed-in top navigation (spec 1 §2.2). */
export const merchantNavigation: NavGroup[] = [
  {
    label: 'Mi Negocio',
    items: [
      { label: 'Datos de Contacto', path: '/business/contact' },
      { label: 'Datos de Facturación', path: '/business/billing' },
      { label: 'Cuenta Bancaria', path: '/business/bank-account' },
      { label: 'Facturas', path: '/business/invoices' },
      { label: 'Estado de Cuenta de Ventas', path: '/business/account-statement/sales' },
      { label: 'Estado de Cuenta de Comisiones', path: '/business/account-statement/commission' },
      { label: 'Medios de Pago', path: '/payments', flag: 'payments' },
    ],
  },
  {
    label: 'Gestión',
    items: [
      { label: 'Panel de Control', path: '/dashboard' },
      { label: 'Productos', path: '/products' },
      { label: 'Planes de Suscripción', path: '/plans' },
      { label: 'Clientes', path: '/clients' },
      { label: 'Órdenes', path: '/orders' },
      { label: 'Despachos', items: [{ label: 'Reglas de Despacho', path: '/shipping/rules' }] },
    ],
  },
  {
    label: 'Personalización',
    items: [
      {
        label: 'Personalización Visual',
        path: '/customization/visual',
        flag: 'visualCustomization',
      },
      { label: 'Contenido', path: '/customization/content', flag: 'contentCustomization' },
      { label: 'Dominio', path: '/customization/domain' },
      { label: 'Plantillas de Correo', path: '/customization/email-templates' },
    ],
  },
  {
    label: 'Soporte',
    items: [
      { label: 'Centro de Ayuda', path: '/help' },
      { label: 'Documentación', path: '/docs' },
      { label: 'Estado del Sistema', path: '/status' },
      { label: 'Contacto', path: '/contact' },
      { label: 'Política de Privacidad', path: '/privacy', disabled: true },
      { label: 'Términos y Condiciones', path: '/terms', disabled: true },
      { label: 'Política de Cookies', path: '/cookies', disabled: true },
    ],
  },
];

export function isNavItemEnabled(item: NavLinkItem): boolean {
  if (item.disabled) return false;
  return item.flag ? isFeatureEnabled(item.flag) : true;
}
