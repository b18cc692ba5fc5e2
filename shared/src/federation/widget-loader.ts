import type { ComponentType } from 'react';

/** What a remote exposes as a widget: a component as its default export. */
export interface WidgetModule {
  default: ComponentType;
}

/**
 * Loads `module` ('./SavedCards') of `remote` ('mfe_commerce'). `reload` asks to forget what the
 * federation runtime cached about the remote first (the user pressed 'Reintentar' after a failed
 * load). It rejects when the module cannot be had.
 */
export type WidgetLoader = (
  remote: string,
  module: string,
  options: { reload: boolean },
) => Promise<WidgetModule>;

// Held by the `core` entry, a federation singleton: the shell registers the loader at boot and
// every remote's `RemoteWidget` reads the same one. Remotes never load federation themselves.
let registered: WidgetLoader | null = null;

/** Called once by the host (the shell) with a loader built on its federation runtime. */
export function registerWidgetLoader(loader: WidgetLoader | null): void {
  registered = loader;
}

/** The host's loader, or null when no host registered one (a remote running standalone). */
export function widgetLoader(): WidgetLoader | null {
  return registered;
}
