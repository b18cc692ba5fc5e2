import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APPS, ROOT } from '../../scripts/lib/apps.mjs';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInWithModal } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { USERS } from '../support/env';
import { LoginModal } from '../support/pages/LoginModal';
import { publicOrderLinks } from '../support/public-orders';
import { registerNewMerchant } from '../support/registration';

// Every page the product has, checked with axe's WCAG 2.1 A/AA rules. The remotes' pages come from
// their own routes.json, so a page joins this journey the day it is declared; a page with a
// parameter needs a real example below, or the journey says which one is missing.

interface DeclaredPage {
  path: string;
  access: 'public' | 'guest-only' | 'protected';
}

const declaredPages: DeclaredPage[] = APPS.filter((app) => app.dir !== 'shell').flatMap(
  (app) =>
    (
      JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'routes.json'), 'utf8')) as {
        pages: DeclaredPage[];
      }
    ).pages,
);

/** Real values for the parameters of the declared paths, from the demo store. */
async function examplePath(route: string): Promise<string> {
  if (!route.includes(':')) return route;
  const [order] = await publicOrderLinks(USERS.demo.email, { limit: 1 });
  if (!order) throw new Error('every-page-passes-axe: the demo store has no order');
  const examples: Record<string, string> = {
    '/public/orders/:id': order.path,
    '/orders/:id': `/orders/${order.orderId}`,
    '/clients/:id': `/clients/${order.clientId}`,
  };
  const example = examples[route];
  if (!example) throw new Error(`every-page-passes-axe: give ${route} an example path`);
  return example;
}

/**
 * Opens a page and waits until it has settled: its heading shown, every section that loads when
 * scrolled near brought in by scrolling down the page, and no loader left. `inApp` moves the
 * running app to it the way its links do (history and a popstate, no reload): a signed-in
 * merchant's pages, and the ones whose dialogs are opened, are reached that way, and it spares
 * restarting the shell and its session for each of them.
 */
async function visit(page: Page, target: string, { inApp = false } = {}): Promise<void> {
  if (inApp) {
    // The page before's heading is marked: the new page has settled when a heading that is not
    // that one (another element, or the same element with another text) shows. A page already
    // shown (the dashboard, where signing in leaves the merchant) is not moved to again.
    const moved = await page.evaluate((to) => {
      if (window.location.pathname + window.location.search === to) return null;
      const heading = document.querySelector('h1');
      heading?.setAttribute('data-axe-previous', '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return { previousText: heading?.textContent ?? null };
    }, target);
    if (moved) {
      await page.waitForFunction(
        (previousText) =>
          [...document.querySelectorAll('h1')].some(
            (heading) =>
              (heading as HTMLElement).offsetParent !== null &&
              (!heading.hasAttribute('data-axe-previous') || heading.textContent !== previousText),
          ),
        moved.previousText,
        { timeout: 20_000 },
      );
    }
  } else {
    await page.goto(target);
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // A screen at a time, each one drawn before the next (two animation frames: the intersection
  // observers have run at that position), so a section that loads when it comes near has seen it;
  // one still waiting would keep its skeleton, which the check below does not let pass.
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      await frame();
      await frame();
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atBottom) break;
  }
  await expect(page.locator('.chakra-spinner, .chakra-skeleton')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('every public page and the login dialog pass axe', async ({ page }) => {
  // Fifteen pages and the login and reviews dialogs, each checked by axe: 30 to 50 s on 2 cores
  // shared with another engineer's builds.
  test.setTimeout(180_000);
  const pages = declaredPages.filter((declared) => declared.access !== 'protected');
  for (const declared of pages) {
    const target = await examplePath(declared.path);
    await test.step(target, async () => {
      await visit(page, target);
      await expectNoAxeViolations(page, target);
    });
  }
  await test.step('the shell pages a visitor can meet', async () => {
    // The platform panel is open to every visitor on this development build.
    for (const target of ['/reset-password?token=caducado', '/no-existe', '/plataforma']) {
      await visit(page, target);
      await expectNoAxeViolations(page, target);
    }
  });
  // The dialogs are opened on pages checked above as a visitor lands on them: reached in the app.
  await test.step("a store's reviews", async () => {
    await visit(page, '/tiendas', { inApp: true });
    await page
      .getByRole('button', { name: /^Ver \d+ reseñas? de / })
      .first()
      .click();
    const reviews = page.getByRole('dialog', { name: /^Reseñas de / });
    // Open and loaded: until the dialog shows, axe cannot see that the page behind it is hidden
    // because a modal is open.
    await expect(reviews).toBeVisible();
    await expect(reviews.getByText(/^Basado en \d+ reseñas?$/)).toBeVisible();
    await expect(reviews.getByText('Cargando reseñas...')).toBeHidden();
    await expectNoAxeViolations(page, "a store's reviews");
    await page.keyboard.press('Escape');
    await expect(reviews).toBeHidden();
  });
  await test.step('the login dialog, empty and with errors', async () => {
    await visit(page, '/', { inApp: true });
    const modal = new LoginModal(page);
    await modal.open();
    await expectNoAxeViolations(page, 'the login dialog');
    await modal.submit();
    await expectNoAxeViolations(page, 'the login dialog with its errors');
  });
});

test('every page of a signed-in merchant passes axe', async ({ page }) => {
  // Every protected page of the seven apps and their dialogs: 45 s to a minute on 2 cores shared
  // with another engineer's builds.
  test.setTimeout(420_000);
  await signInWithModal(page, USERS.demo.email, USERS.demo.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const pages = declaredPages.filter((declared) => declared.access === 'protected');
  for (const declared of pages) {
    const target = await examplePath(declared.path);
    await test.step(target, async () => {
      await visit(page, target, { inApp: true });
      await expectNoAxeViolations(page, target);
    });
  }
  await test.step('the user menu', async () => {
    await visit(page, '/dashboard', { inApp: true });
    await page.getByRole('button', { name: /Camila Rojas/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, 'the user menu');
    await page.keyboard.press('Escape');
    // Closed before the next step: the page is not reloaded between steps.
    await expect(page.getByRole('menu')).toBeHidden();
  });
  await test.step("the dashboard's date range, reports and tour", async () => {
    await visit(page, '/dashboard', { inApp: true });
    await page.getByRole('button', { name: /cambiar el rango de fechas$/ }).click();
    const range = page.getByRole('dialog', { name: 'Elige el rango de fechas' });
    await expect(range).toBeVisible();
    await expectNoAxeViolations(page, 'the date range editor');
    await page.keyboard.press('Escape');
    await expect(range).toBeHidden();

    await page.getByRole('button', { name: 'Ver todos' }).click();
    const reports = page.getByRole('dialog', { name: 'Reportes Disponibles' });
    await expect(reports.getByRole('button', { name: 'Exportar' }).first()).toBeVisible();
    await expectNoAxeViolations(page, "'Reportes Disponibles'");
    await page.keyboard.press('Escape');
    await expect(reports).toBeHidden();

    await page.getByRole('button', { name: 'Iniciar tour' }).click();
    const step = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
    await expect(step).toBeVisible();
    await expectNoAxeViolations(page, 'a step of the dashboard tour');
    await page.keyboard.press('Escape');
    await expect(step).toBeHidden();
  });
  await test.step("the products page's dialogs", async () => {
    await visit(page, '/products', { inApp: true });
    const dialog = page.getByRole('dialog');
    const closeWithEscape = async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    };

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const product = page.getByRole('dialog', { name: 'Nuevo Producto' });
    await expect(product.getByLabel('Categoría', { exact: true })).toBeEnabled();
    await expect(product.locator('.chakra-spinner')).toHaveCount(0);
    await expectNoAxeViolations(page, "'Nuevo Producto'");
    // Sent by keyboard: the pointer left on the button would have axe check its hover colour
    // instead of the form with its errors.
    await product.getByRole('button', { name: 'Guardar producto' }).press('Enter');
    await expect(product.getByText('El nombre del producto es requerido')).toBeVisible();
    await expectNoAxeViolations(page, "'Nuevo Producto' with its errors");
    await closeWithEscape();

    await page.getByRole('button', { name: 'Gestionar categorías' }).click();
    const categories = page.getByRole('dialog', { name: 'Gestionar categorías' });
    await expect(categories.getByRole('list', { name: 'Categorías' })).toBeVisible();
    await expectNoAxeViolations(page, "'Gestionar categorías'");
    await closeWithEscape();

    // The first row's actions: nothing is saved, each dialog is left with Escape or 'Cancelar'.
    const firstRow = page
      .getByRole('table', { name: 'Lista de productos' })
      .locator('tbody tr')
      .first();
    await firstRow.getByRole('button', { name: /^Ajustar stock / }).click();
    await expect(page.getByRole('dialog', { name: /^Ajustar stock: / })).toBeVisible();
    await expectNoAxeViolations(page, 'the stock adjustment');
    await closeWithEscape();

    await firstRow.getByRole('button', { name: /^Archivar / }).click();
    const archive = page.getByRole('alertdialog', { name: 'Archivar producto' });
    await expect(archive.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoAxeViolations(page, 'the archive confirmation');
    await archive.getByRole('button', { name: 'Cancelar' }).click();
    await expect(archive).toBeHidden();

    await firstRow.getByRole('button', { name: /^Incrustar / }).click();
    const embed = page.getByRole('dialog', { name: 'Incrustar Producto' });
    await expect(embed.getByRole('heading', { name: 'Código para tu sitio' })).toBeVisible();
    await expectNoAxeViolations(page, "'Incrustar Producto'");
    await closeWithEscape();
  });
  await test.step("the commerce pages' dialogs", async () => {
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    const closeWithEscape = async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    };

    await visit(page, '/plans', { inApp: true });
    await page.getByRole('button', { name: 'Nuevo plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Nuevo Plan' });
    await expect(plan.getByRole('textbox', { name: 'Nombre del plan' })).toBeVisible();
    await expectNoAxeViolations(page, "'Nuevo Plan'");
    await plan.getByRole('button', { name: 'Guardar plan' }).press('Enter');
    await expect(plan.getByText('El nombre es requerido')).toBeVisible();
    await expectNoAxeViolations(page, "'Nuevo Plan' with its errors");
    await closeWithEscape();
    await page
      .getByRole('button', { name: /^Archivar / })
      .first()
      .click();
    const archive = page.getByRole('alertdialog', { name: 'Archivar plan' });
    await expect(archive.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expectNoAxeViolations(page, 'the plan archive confirmation');
    await archive.getByRole('button', { name: 'Cancelar' }).click();
    await expect(archive).toBeHidden();

    // A new rule at the price of an existing one ($2.990) asks what to do with the duplicate.
    await visit(page, '/shipping/rules', { inApp: true });
    await page.getByRole('button', { name: 'Nueva regla' }).click();
    const form = page.getByRole('form', { name: 'Nueva regla de despacho' });
    await form.getByRole('searchbox', { name: 'Buscar comuna' }).fill('maipu');
    await form.getByRole('checkbox', { name: 'Maipú', exact: true }).check();
    await form.getByRole('textbox', { name: 'Precio del despacho' }).fill('2990');
    await expectNoAxeViolations(page, 'the shipping rule form');
    await form.getByRole('button', { name: 'Crear regla' }).press('Enter');
    const duplicate = dialog.filter({ hasText: 'Ya tienes una regla con este precio' });
    await expect(duplicate).toBeVisible();
    await expectNoAxeViolations(page, 'the duplicate-price dialog');
    await closeWithEscape();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('button', { name: /^Eliminar regla de / })
      .first()
      .click();
    await expect(dialog.filter({ hasText: 'Eliminar regla de despacho' })).toBeVisible();
    await expectNoAxeViolations(page, 'the shipping rule delete confirmation');
    await closeWithEscape();

    // Demo is on Starter: the upgrade's dialog shows the charge (nothing is confirmed).
    await visit(page, '/pricing', { inApp: true });
    await page.getByRole('button', { name: 'Mejorar a Pro' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar al plan Pro' });
    await expect(change.getByText('Cargo de hoy')).toBeVisible();
    await expectNoAxeViolations(page, 'the plan change dialog');
    await closeWithEscape();

    await visit(page, '/profile/account', { inApp: true });
    const cards = page.getByRole('region', { name: 'Mis Tarjetas' });
    await cards
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    await expect(dialog.filter({ hasText: 'Eliminar tarjeta' })).toBeVisible();
    await expectNoAxeViolations(page, 'the card delete confirmation');
    await closeWithEscape();
  });
  await test.step("the operations pages' dialogs", async () => {
    // The bulk bar's e-mail warning (nothing is sent).
    await visit(page, '/orders?status=pending', { inApp: true });
    const table = page.getByRole('table', { name: 'Lista de órdenes' });
    const box = table.locator('tbody tr').first().getByRole('checkbox');
    await box.locator('xpath=ancestor::label[1]').click();
    await page.getByRole('button', { name: 'Notificar por email' }).click();
    const notify = page
      .getByRole('dialog', { name: 'Notificar por email' })
      .or(page.getByRole('alertdialog', { name: 'Notificar por email' }));
    await expect(notify).toBeVisible();
    await expectNoAxeViolations(page, "the orders' e-mail warning");
    await page.keyboard.press('Escape');
    await expect(notify).toBeHidden();

    // The manual shipping form of a pending order that is shipped (left without confirming).
    const heading = page.getByRole('heading', { level: 1, name: /^Orden #\d+$/ });
    for (let row = 0; ; row += 1) {
      expect(row, 'one of the first pending orders is shipped to the client').toBeLessThan(5);
      await table
        .locator('tbody tr')
        .nth(row)
        .getByRole('link', { name: /^Ver detalle/ })
        .click();
      await expect(heading).toBeVisible();
      await expect(page.getByRole('region', { name: 'Estado de la orden' })).toBeVisible();
      if (await page.getByRole('region', { name: 'Despacho' }).isVisible()) break;
      await page.goBack();
    }
    const status = page.getByRole('region', { name: 'Estado de la orden' });
    await status
      .getByRole('radio', { name: 'Enviado' })
      .locator('xpath=ancestor::label[1]')
      .click();
    await status.getByRole('button', { name: 'Guardar estado' }).press('Enter');
    const shipping = page.getByRole('dialog', { name: 'Registrar despacho' });
    await expect(shipping).toBeVisible();
    await expectNoAxeViolations(page, 'the manual shipping form');
    await page.keyboard.press('Escape');
    await expect(shipping).toBeHidden();
  });
  await test.step('/unauthorized', async () => {
    await visit(page, '/unauthorized', { inApp: true });
    await expectNoAxeViolations(page, '/unauthorized');
  });
});

test('the store set-up page of a merchant without a store passes axe', async ({ page }) => {
  await signInWithModal(page, USERS.nueva.email, USERS.nueva.password);
  await expect(page).toHaveURL(/\/store-setup$/);
  await visit(page, '/store-setup');
  await expectNoAxeViolations(page, '/store-setup');
});

test("a new merchant's dashboard, with the set-up guide and the tour, passes axe", async ({
  page,
}) => {
  await registerNewMerchant(page, 'axe');
  // Out of the way: left over a card, the pointer opens its tooltip, which Escape closes first.
  await page.mouse.move(0, 0);
  const step = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(step).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Configura tu tienda' })).toBeVisible();
  await expectNoAxeViolations(page, "a new merchant's dashboard, with the tour's first step");
  await page.keyboard.press('Escape');
  await expect(step).toBeHidden();
  await expectNoAxeViolations(page, "a new merchant's dashboard with the set-up guide");
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the public pages, the dashboard and the navigation drawer pass axe', async ({ page }) => {
    for (const target of ['/', '/pricing', '/tiendas']) {
      await visit(page, target);
      await expectNoAxeViolations(page, `${target} on a phone`);
    }
    // Signing in leaves the merchant on the dashboard: checked as it is, not reloaded.
    await signInWithModal(page, USERS.demo.email, USERS.demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit(page, '/dashboard', { inApp: true });
    await expectNoAxeViolations(page, '/dashboard on a phone');
    await page.getByRole('button', { name: /menú/i }).first().click();
    await expectNoAxeViolations(page, 'the navigation drawer on a phone');
  });
});
