import { expect, test } from '../support/fixtures';

test('a visitor browses the store catalogue: featured stores, search, filters and reviews', async ({
  page,
}) => {
  await page.goto('/tiendas');
  await expect(page.getByRole('heading', { name: 'Tiendas', level: 1 })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Tiendas destacadas' });
  await expect(featured.getByRole('article')).toHaveCount(3);
  const all = page.getByRole('region', { name: 'Todas las tiendas' });
  await expect(all.getByText(/^\d+ tiendas$/)).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Buscar tiendas' });
  await search.fill('cafe');
  await expect(all.getByRole('article')).toHaveCount(1);
  await expect(all.getByRole('article', { name: 'Café Cordillera' })).toBeVisible();
  await expect(featured).toHaveCount(0);
  await expect(page).toHaveURL(/\/tiendas\?q=cafe$/);

  await search.fill('bicicletas voladoras');
  await expect(page.getByRole('heading', { name: 'No se encontraron tiendas' })).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).last().click();
  await expect(featured.getByRole('article')).toHaveCount(3);

  await page
    .getByRole('group', { name: 'Filtrar tiendas por categoría' })
    .getByRole('button', { name: 'Bebidas' })
    .click();
  await expect(page).toHaveURL(/category=Bebidas/);
  await expect(all.getByRole('article').filter({ hasNotText: 'Bebidas' })).toHaveCount(0);
  await expect(all.getByRole('article').first()).toBeVisible();
  await page.getByText('Solo destacadas').click();
  await expect(all.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveURL(/category=Bebidas&featured=1/);

  await all.getByRole('button', { name: /^Ver \d+ reseñas? de Café Cordillera$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reseñas de Café Cordillera' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Basado en \d+ reseñas?$/)).toBeVisible();
  await expect(dialog.getByText('Compra verificada').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/tiendas$/);
});

test('a visitor meets the partners, their success stories, and is invited to create a store', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page.getByRole('heading', { name: 'Partners', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Empresas que confían en nosotros' })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Casos de éxito' }).getByRole('figure'),
  ).toHaveCount(2);
  await expect(page.getByText('10K+')).toBeVisible();
  await expect(page.getByText('24/7')).toBeVisible();
  const cta = page.getByRole('region', { name: '¿Quieres ser nuestro próximo caso de éxito?' });
  await expect(cta.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/pricing');
  await cta.getByRole('link', { name: 'Crear Mi Tienda' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
