import { expect, test } from '../support/fixtures';

// nueva@tienda.cl is the seeded merchant without a store; `npm test` starts every run on a
// fresh database, and the journeys run in file order (merchant-signs-in-* only signs in as nueva).
const merchant = { email: 'nueva@tienda.cl', password: 'Demo1234!' };

test('a merchant without a store names it, sees the derived address, and meets the setup guide', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill(merchant.email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(merchant.password);
  await dialog.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/store-setup$/);

  // No header or footer here, and logout is offered.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();

  const name = page.getByRole('textbox', { name: /Nombre de la tienda/ });
  const submit = page.getByRole('button', { name: 'Crear tienda' });
  await expect(submit).toBeDisabled();

  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('El nombre de la tienda es requerido')).toBeVisible();

  await name.pressSequentially('a'.repeat(51));
  await expect(
    page.getByText('El nombre de la tienda no puede exceder 50 caracteres'),
  ).toBeVisible();
  await expect(page.getByText('50/50')).toBeVisible();

  await name.fill('');
  await name.pressSequentially('tostaduría del sur');
  await expect(name).toHaveValue('Tostaduría Del Sur');
  await expect(page.getByText('18/50')).toBeVisible();
  await expect(page.getByText('https://tostaduria-del-sur.suscribe.cl')).toBeVisible();

  await submit.click();
  await expect(page.getByText('¡Tu tienda está lista!')).toBeVisible();
  await page.getByRole('button', { name: 'Ir al Panel de Control' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The first visit opens the dashboard tour by itself; the merchant skips it for now (the skip is
  // saved before the reload below, so the tour stays away).
  const tour = page.getByRole('dialog', { name: 'Elige el período' });
  await expect(tour).toContainText('Paso 1 de 7');
  const skipSaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/store/tours/dashboard/mark-as-visited'),
  );
  await tour.getByRole('button').filter({ hasText: 'Omitir tour' }).click();
  await expect(tour).toBeHidden();
  await skipSaved;

  const guide = page.getByRole('complementary', { name: 'Configura tu tienda' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Publicar tienda' })).toBeDisabled();
  await expect(guide.getByRole('button', { name: /Medios de pago/ })).toBeDisabled();

  // Minimising is remembered across a reload.
  await guide.getByRole('button', { name: 'Minimizar guía' }).click();
  const visitsRead = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().endsWith('/api/store/tours'),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mostrar guía' })).toBeVisible();
  await visitsRead;
  await expect(page.getByRole('button', { name: 'Iniciar tour' })).toBeVisible();
  await expect(tour).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostrar guía' }).click();

  // A task opens its own page.
  await guide.getByRole('button', { name: /Datos de contacto/ }).click();
  await expect(page).toHaveURL(/\/business\/contact$/);

  // Hidden on the public order pages.
  await page.goto('/public/orders/no-existe');
  await expect(page.getByRole('complementary', { name: 'Configura tu tienda' })).toHaveCount(0);
});
