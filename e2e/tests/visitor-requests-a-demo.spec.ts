import { expect, test } from '../support/fixtures';
import { waitForEmail } from '../support/outbox';

const SALES_INBOX = 'ventas@plataforma.cl';

test('a visitor requests a demo: every message, the phone format, then the thank-you', async ({
  page,
}) => {
  await page.goto('/');
  // The form's code loads as its section scrolls near, as a visitor reading down the page does.
  await page.getByRole('heading', { name: 'Solicita una demo' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Solicita una demo' });
  await form.scrollIntoViewIfNeeded();

  await form.getByRole('button', { name: 'Solicitar demo' }).click();
  await expect(form.getByText('El nombre debe tener entre 5 y 30 caracteres')).toBeVisible();
  await expect(form.getByText('Selecciona un sector', { exact: true }).last()).toBeVisible();
  await expect(form.getByText('Ingresa un correo electrónico válido')).toBeVisible();
  await expect(form.getByText('Ingresa un número válido (+56 X XXXX XXXX)')).toBeVisible();

  const name = `Camila Fuentes ${Date.now().toString(36).slice(-5)}`;
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana');
  await expect(form.getByText('El nombre debe tener entre 5 y 30 caracteres')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(name);
  await expect(form.getByText('El nombre debe tener entre 5 y 30 caracteres')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Sector' }).selectOption('Alimentación');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('camila@granja');
  await expect(form.getByText('Ingresa un correo electrónico válido')).toBeVisible();
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('camila@granjafuentes.cl');

  // The phone input writes +56, inserts the spaces and stops at 15 characters.
  const phone = form.getByRole('textbox', { name: 'Teléfono' });
  await phone.click();
  await expect(phone).toHaveValue('+56 ');
  await phone.pressSequentially('98765432199');
  await expect(phone).toHaveValue('+56 9 8765 4321');
  await expect(form.getByText('Ingresa un número válido (+56 X XXXX XXXX)')).toHaveCount(0);

  const sentAt = new Date();
  await form.getByRole('button', { name: 'Solicitar demo' }).click();
  await expect(page.getByText('¡Gracias por tu interés!')).toBeVisible();

  // The form service told the sales team.
  const notice = await waitForEmail(SALES_INBOX, (message) => message.subject.includes(name), {
    since: sentAt,
  });
  expect(notice.subject).toBe(`Nueva solicitud de demo: ${name}`);
});

test("a demo request that cannot be sent shows 'Error al enviar el formulario…' and keeps the form", async ({
  page,
}) => {
  await page.route(/\/api\/(leads|forms\/demo-request)$/, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"caído"}' }),
  );
  await page.goto('/');
  // The form's code loads as its section scrolls near, as a visitor reading down the page does.
  await page.getByRole('heading', { name: 'Solicita una demo' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Solicita una demo' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Rodrigo Paredes');
  await form.getByRole('combobox', { name: 'Sector' }).selectOption('Belleza');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('rodrigo@cosmetica.cl');
  await form.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('977881020');
  await form.getByRole('button', { name: 'Solicitar demo' }).click();

  await expect(
    form.getByText('Error al enviar el formulario. Por favor, intenta nuevamente.'),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue(
    'Rodrigo Paredes',
  );
});

test('the landing page shows the partners three at a time, by category', async ({ page }) => {
  await page.goto('/');
  // The visitor scrolls down to the section; its carousel loads as it nears the screen.
  await page
    .getByRole('heading', { name: 'Tiendas que ya venden por suscripción', level: 2 })
    .scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Tiendas que ya venden por suscripción' });
  await expect(carousel.getByRole('article')).toHaveCount(3);
  const first = await carousel.getByRole('article').first().getAttribute('aria-label');
  await expect(carousel.getByText(/^\d,\d$/).first()).toBeVisible();
  await expect(carousel.getByText(/^\(\d+ reseñas?\)$/).first()).toBeVisible();

  await carousel.getByRole('button', { name: 'Partners siguientes' }).click();
  await expect(carousel.getByRole('article').first()).not.toHaveAttribute(
    'aria-label',
    first ?? '',
  );

  const filters = page.getByRole('group', { name: 'Filtrar partners por categoría' });
  for (const category of [
    'Todas',
    'Alimentación',
    'Salud',
    'Bebidas',
    'Belleza',
    'Educación',
    'Hogar',
    'Tecnología',
  ]) {
    await expect(filters.getByRole('button', { name: category, exact: true })).toBeVisible();
  }
  await filters.getByRole('button', { name: 'Bebidas', exact: true }).click();
  await expect(carousel.getByRole('article').first()).toBeVisible();
  for (const card of await carousel.getByRole('article').all())
    await expect(card).toContainText('Bebidas');
});
