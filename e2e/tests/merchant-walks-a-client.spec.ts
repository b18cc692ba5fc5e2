import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

// demo@tienda.cl's best client (by what they spent): orders, subscriptions, addresses,
// communications and history in every tab. Nothing is changed.
test('a merchant finds a client and walks every tab of their detail', async ({ page }) => {
  await signIn(page, USERS.demo.email, USERS.demo.password);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Gestión' })
    .click();
  await page.getByRole('menuitem', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();

  // The client-detail tour starts once for this user, after the page has loaded, unless an earlier
  // journey already saw it: whenever it shows, it is left with Escape.
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await page.addLocatorHandler(tourStep, async () => {
    await page.keyboard.press('Escape');
  });

  const filters = page.getByRole('region', { name: 'Filtros' });
  const table = page.getByRole('table', { name: 'Lista de clientes' });
  const first = table.locator('tbody tr').first();
  const newest = (await first.getByRole('link').innerText()).trim();
  await filters
    .getByRole('combobox', { name: 'Ordenar por' })
    .selectOption({ label: 'Total gastado' });
  await expect(page).toHaveURL(/sortBy=totalSpent/);
  await expect(first.getByRole('link')).not.toHaveText(newest);
  await expect(first).not.toContainText('$0');
  const name = (await first.getByRole('link').innerText()).trim();

  // Search finds them by part of their name, ignoring case.
  const search = filters.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(name.split(' ')[0]!.toLowerCase());
  await expect(page).toHaveURL(/search=/);
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/clients\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await expect(page.getByText(/Cliente desde/)).toBeVisible();
  // 'Volver a la lista' leads to the list as it was left: sorted by spend, with the search.
  const back = page.getByRole('link', { name: 'Volver a la lista' });
  await expect(back).toHaveAttribute('href', /^\/clients\?(?=.*sortBy=totalSpent)(?=.*search=)/);

  // Órdenes (the default tab): each order links to its detail.
  await expect(page.getByRole('tab', { name: 'Órdenes', selected: true })).toBeVisible();
  const orders = page.getByRole('tabpanel', { name: 'Órdenes' });
  await expect(orders.getByRole('link', { name: /#\d+/ }).first()).toHaveAttribute(
    'href',
    /\/orders\/[0-9a-f-]{36}$/,
  );

  // Suscripciones: the shipping address in a dialog.
  await page.getByRole('tab', { name: 'Suscripciones' }).click();
  await expect(page).toHaveURL(/tab=/);
  const subscriptions = page.getByRole('tabpanel', { name: 'Suscripciones' });
  await expect(subscriptions.getByText('Desde').first()).toBeVisible();
  const shipping = subscriptions.getByRole('button', { name: /^Requiere despacho/ }).first();
  if (await shipping.count()) {
    await shipping.click();
    const address = page.getByRole('dialog', { name: 'Dirección de despacho' });
    await expect(address.getByRole('link', { name: /Abrir en Google Maps/ })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );
    await address.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(address).toBeHidden();
  }

  // Direcciones: shipping and billing, read-only.
  await page.getByRole('tab', { name: 'Direcciones' }).click();
  const addresses = page.getByRole('tabpanel', { name: 'Direcciones' });
  await expect(addresses.getByText('Direcciones de despacho')).toBeVisible();
  await expect(addresses.getByText('Direcciones de facturación')).toBeVisible();
  await expect(addresses.getByRole('button', { name: /Editar|Eliminar/ })).toHaveCount(0);

  // Comunicaciones: the content of one, sanitised in a frame.
  await page.getByRole('tab', { name: 'Comunicaciones' }).click();
  const communications = page.getByRole('tabpanel', { name: 'Comunicaciones' });
  const view = communications.getByRole('button', { name: /^Ver contenido/ }).first();
  await expect(view).toBeVisible();
  await view.click();
  const content = page.getByRole('dialog');
  await expect(content.locator('iframe[sandbox]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(content).toBeHidden();

  // Historial: newest first, with dates.
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('tabpanel', { name: 'Historial' });
  await expect(history.getByRole('listitem').first()).toBeVisible();

  // Back to the list, still sorted by spend and searched: the client is there.
  await back.click();
  await expect(page).toHaveURL(/\/clients\?(?=.*sortBy=totalSpent)(?=.*search=)/);
  await expect(filters.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(
    name.split(' ')[0]!.toLowerCase(),
  );
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
});
