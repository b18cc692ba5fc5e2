// How a journey sees the app take over a page that arrived as HTML (docs/prerendering.md).
import { expect, type Page } from './fixtures';

/** Each page the remotes prerender (their routes.json), and its main heading. */
export const PRERENDERED_PAGES: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/', 'Crea tu tienda de suscripciones y cobra de forma recurrente'],
  ['/pricing', 'Paga según crece tu tienda'],
  ['/help', 'Centro de Ayuda'],
  ['/docs', 'Documentación'],
  ['/status', 'Estado del Sistema'],
  ['/contact', 'Contacto'],
  ['/privacy', 'Política de Privacidad'],
  ['/terms', 'Términos y Condiciones'],
  ['/cookies', 'Política de Cookies'],
  ['/partners', 'Partners'],
  ['/tiendas', 'Tiendas'],
  ['/register', 'Crea tu tienda de suscripciones'],
];

/** React's words for a page it could not take over as it was (production builds give codes). */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|422|423|425)\b/i;

/** Records, from the page's first script on, when a page says it is live and what React said. */
export async function watchTakeOver(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __pagesShown: string[] }).__pagesShown = shown;
    window.addEventListener('platform:page-shown', (event) => {
      shown.push((event as CustomEvent<{ path: string }>).detail.path);
    });
  });
  return {
    problems,
    /** Resolves once the app has taken the page over. */
    live: () =>
      expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { __pagesShown: string[] }).__pagesShown.length,
          ),
        )
        .toBeGreaterThan(0),
  };
}
