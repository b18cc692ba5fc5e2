import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/env';

test('a visitor searches the help centre by words and by category', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Centro de Ayuda', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar en el centro de ayuda' });

  await search.fill('dominio propio');
  await expect(
    page.getByRole('button', { name: '¿Qué registros DNS necesito para usar mi propio dominio?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Cuánto cobra la plataforma?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/help\?q=dominio\+propio$/);

  await page
    .getByRole('button', { name: '¿Qué registros DNS necesito para usar mi propio dominio?' })
    .click();
  await expect(page.getByText(/registro CNAME para "www"/)).toBeVisible();

  await search.fill('criptomonedas');
  await expect(page.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
  await page.getByRole('button', { name: 'Ver todas las preguntas' }).click();

  await page
    .getByRole('group', { name: 'Filtrar preguntas por categoría' })
    .getByRole('button', { name: 'Pagos y facturación' })
    .click();
  await expect(page.getByRole('heading', { name: 'Pagos y facturación', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personalización', level: 2 })).toHaveCount(0);

  await expect(page.getByText('Respuesta en 24 horas')).toBeVisible();
  await expect(page.getByText('Lunes a Viernes de 09:00 a 18:00')).toBeVisible();
  await page.getByRole('link', { name: /Ver estado del sistema/ }).click();
  await expect(page.getByRole('heading', { name: 'Estado del Sistema', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Componentes' })
      .getByRole('listitem', { name: 'Base de datos', exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Últimas 24 horas')).toBeVisible();
});

test('a visitor searches the documentation and lands on the embed API section from a link', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Documentación', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en la documentación' }).fill('courier');
  await expect(page.getByText('1 artículo encontrado')).toBeVisible();
  await expect(page.getByText(/Selecciona el courier/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Primeros pasos' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Buscar en la documentación' }).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();

  await page.goto('/docs#embed-api');
  const embed = page.locator('#embed-api');
  await expect(embed.getByRole('heading', { name: 'API de incrustación' })).toBeInViewport();
  await expect(embed.getByLabel('Código para incrustar un producto')).toContainText(
    'data-producto',
  );
});

test('a visitor finds how to contact the platform, with the details the api gives', async ({
  page,
}) => {
  const settings = (await (await fetch(`${API_URL}/api/public/platform-settings`)).json()) as {
    email: string;
    phone: { number: string; whatsapp: string };
  };
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contacto', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Escribir a ${settings.email}` })).toHaveAttribute(
    'href',
    `mailto:${settings.email}`,
  );
  await expect(page.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/${settings.phone.whatsapp.replace(/\D/g, '')}`,
  );
  await expect(page.getByRole('link', { name: /^Llamar al/ })).toHaveAttribute(
    'href',
    `tel:${settings.phone.number}`,
  );
  const hours = page.getByRole('region', { name: 'Horario de atención' });
  await expect(hours).toContainText('Lunes a Viernes');
  await expect(hours).toContainText('Cerrado');
  await expect(page.getByTitle(/Mapa con la ubicación de/)).toBeAttached();
  await expect(page.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  await page.getByRole('link', { name: /Ir al Centro de Ayuda/ }).click();
  await expect(page).toHaveURL(/\/help$/);
});

for (const [path, title] of [
  ['/privacy', 'Política de Privacidad'],
  ['/terms', 'Términos y Condiciones'],
  ['/cookies', 'Política de Cookies'],
] as const) {
  test(`a visitor reads ${path}, which cites Ley 19.628 and gives the platform's contact details`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(/Ley N° 19\.628/).first()).toBeVisible();
    // The visitor goes down to the contact details at the end, which come from the api.
    await page.keyboard.press('End');
    const contact = page.getByRole('region', { name: 'Datos de contacto' });
    await expect(contact).toContainText('Suscribe SpA');
    await expect(contact).toContainText('RUT');
    if (path === '/terms') {
      await expect(page.getByText(/al menos 18 años/)).toBeVisible();
      await expect(page.getByText(/aviso de al menos 5 días/)).toBeVisible();
    }
  });
}

test('the footer leads to the legal pages, which menus leave disabled', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y Condiciones' }).click();
  await expect(
    page.getByRole('heading', { name: 'Términos y Condiciones', level: 1 }),
  ).toBeVisible();
});
