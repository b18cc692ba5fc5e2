import { featureFlags, isFeatureEnabled, type FeatureFlag } from '@platform/shared/core';
import { messages } from '../messages';
import { NAV_GROUPS, type NavGroupId, type RemoteRoute } from '../routing/route-table';

export interface NavLinkItem {
  label: string;
  path: string;
  /** Behind a flag of the static table (spec 1 §2.2): off means shown disabled. */
  flag?: string;
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

/** The four groups of the signed-in top navigation (spec 1 §2.2), owned by the shell. */
const GROUP_LABELS: Record<NavGroupId, string> = {
  business: messages.nav.myBusiness,
  management: messages.nav.management,
  customization: messages.nav.customization,
  support: messages.nav.support,
};

/**
 * The merchant menu, from the menu entries the remotes' pages declare (the registry's route
 * table): each group's entries by their order, the entries of a submenu together where its first
 * entry goes. A group without entries is left out.
 */
export function merchantNavigation(routes: readonly RemoteRoute[]): NavGroup[] {
  return NAV_GROUPS.flatMap((group) => {
    const entries = routes
      .flatMap((route) => (route.nav?.group === group ? [{ route, nav: route.nav }] : []))
      .sort((a, b) => a.nav.order - b.nav.order || a.route.path.localeCompare(b.route.path));
    const items: NavGroup['items'] = [];
    const submenus = new Map<string, NavSubmenu>();
    for (const { route, nav } of entries) {
      const link: NavLinkItem = {
        label: nav.label,
        path: route.path,
        ...(nav.flag ? { flag: nav.flag } : {}),
        ...(nav.disabled ? { disabled: true } : {}),
      };
      if (!nav.submenu) {
        items.push(link);
        continue;
      }
      let submenu = submenus.get(nav.submenu);
      if (!submenu) {
        submenu = { label: nav.submenu, items: [] };
        submenus.set(nav.submenu, submenu);
        items.push(submenu);
      }
      submenu.items.push(link);
    }
    return items.length ? [{ label: GROUP_LABELS[group], items }] : [];
  });
}

const isKnownFlag = (flag: string): flag is FeatureFlag => Object.hasOwn(featureFlags, flag);

/** Off when disabled, or behind a flag that is off or that this shell does not know. */
export function isNavItemEnabled(item: NavLinkItem): boolean {
  if (item.disabled) return false;
  if (!item.flag) return true;
  return isKnownFlag(item.flag) && isFeatureEnabled(item.flag);
}
