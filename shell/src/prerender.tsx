/**
 * The shell's part of a prerendered page (docs/prerendering.md): the whole tree the browser
 * renders at `url`, frame and page, as HTML and its CSS. A remote's build calls it in Node with
 * its own page modules bundled beside this file (scripts/prerender.mjs), so a remote's redeploy
 * renews its pages without a shell rebuild.
 *
 * The session is not known at build time: the tree renders in the auth store's initial state
 * ('loading'), which is also what the browser's hydration reads (zustand's server snapshot), so a
 * visitor's first paint is the visitor's frame, and a signed-in merchant's frame follows.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToHtml, StaticRouter, type RenderedHtml } from '@platform/shared/server';
import { App } from './app/App';
import { provideExposedModules, type ExposedModule } from './federation/exposed-module';

export type { RenderedHtml };

/** The exposed modules of the remote being prerendered: `./LandingPage` -> its module. */
export type PageModules = Record<string, () => Promise<ExposedModule>>;

/** Renders the page at `url`, whose remote modules come from `modules`. */
export function renderPage(
  url: string,
  remote: string,
  modules: PageModules,
): Promise<RenderedHtml> {
  provideExposedModules(async (name, module) => {
    const load = name === remote ? modules[module] : undefined;
    if (!load) throw new Error(`${name}/${module} is not among the modules being prerendered`);
    return load();
  });
  const AtUrl: ComponentType<{ children: ReactNode }> = ({ children }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return renderToHtml(<App Router={AtUrl} />);
}
