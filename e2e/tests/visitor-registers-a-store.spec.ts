import { expect, test } from '../support/fixtures';
import { extractCode, waitForEmail, type OutboxMessage } from '../support/outbox';
import type { Page } from '@playwright/test';

const PASSWORD = 'Segura#2026';

/** A new address on every run: the journeys also run against a long-lived database. */
function newVisitor(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return {
    email: `${label}-${stamp}@registro.cl`,
    store: `tostaduría ${label} ${stamp}`,
  };
}

async function fillRegistration(page: Page, visitor: { email: string; store: string }) {
  await page.getByRole('textbox', { name: 'Nombre de la tienda' }).fill(visitor.store);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).pressSequentially('valentina');
  await page.getByRole('textbox', { name: 'Apellido' }).pressSequentially('soto');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(visitor.email.toUpperCase());
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
}

const isCodeFor = (message: OutboxMessage) => /código de verificación/.test(message.subject);

test('a visitor registers, verifies the e-mailed code and lands signed in on the new store', async ({
  page,
}) => {
  const visitor = newVisitor('alta');
  await page.goto('/register');
  // /register hides the top bar.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Crea tu tienda de suscripciones' }),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: 'Crear mi tienda' });
  await expect(submit).toBeDisabled();
  const form = page.getByRole('form', { name: 'Crea tu tienda de suscripciones' });
  await expect(form.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(form.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute(
    'href',
    '/privacy',
  );

  await fillRegistration(page, visitor);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Valentina');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
    visitor.email,
  );
  await expect(page.getByText('Fuerte')).toBeVisible();
  const subdomain = visitor.store.replace('tostaduría', 'tostaduria').replace(/ /g, '-');
  await expect(page.getByText(`https://${subdomain}.suscribe.cl`)).toBeVisible();
  const sentAt = new Date();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Verifica tu correo electrónico' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reenviar código en \d+ s$/ })).toBeDisabled();
  const code = extractCode(await waitForEmail(visitor.email, isCodeFor, { since: sentAt }));

  // A wrong code is refused.
  const codeInput = page.getByRole('textbox', { name: 'Código de verificación' });
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page.getByText('Código de verificación incorrecto o expirado')).toBeVisible();

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();

  // Signed in, on the dashboard, with the setup guide of the new (unpublished) store.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  const guide = page.getByRole('complementary', { name: 'Configura tu tienda' });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Publicar tienda' })).toBeDisabled();

  // The session is the shell's: it survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Panel de Control', level: 1 })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("'Inicia sesión' on the registration page opens the login modal", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Inicia sesión' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('resending waits 60 seconds and the new code replaces the old one', async ({ page }) => {
  // The page's minute passes on Playwright's clock, not the wall's: the countdown is the page's
  // own (60 s whatever the api answers), and the journeys' api lets a code be resent at once
  // (RESEND_COOLDOWN_SECONDS=0, scripts/lib/journey-servers.mjs), as the database's clock it
  // measures the wait on cannot be moved. The api's own tests prove it refuses a resend within 60 s.
  await page.clock.install();
  const visitor = newVisitor('reenvio');
  await page.goto('/register');
  await fillRegistration(page, visitor);
  const firstSentAt = new Date();
  await page.getByRole('button', { name: 'Crear mi tienda' }).click();

  // The countdown starts at 60 s and only the clock moving on brings it down. Its figure is read
  // from the button, so that a few real seconds of a busy machine make no difference.
  const resend = page.getByRole('button', { name: /^Reenviar código/ });
  const secondsLeft = async () => {
    const match = (await resend.textContent())?.match(/^Reenviar código en (\d+) s$/);
    return match ? Number(match[1]) : 0;
  };
  await expect(resend).toHaveText(/^Reenviar código en \d+ s$/);
  await expect(resend).toBeDisabled();
  const atFirst = await secondsLeft();
  expect(atFirst, 'the countdown starts at 60 s').toBeGreaterThan(50);
  expect(atFirst).toBeLessThanOrEqual(60);
  const first = extractCode(await waitForEmail(visitor.email, isCodeFor, { since: firstSentAt }));

  // 45 seconds later it still waits, counting the seconds left.
  await page.clock.fastForward(45_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(atFirst - 45);
  await expect(resend).toHaveText(/^Reenviar código en \d+ s$/);
  await expect(resend).toBeDisabled();
  // Once the minute is over it can be used.
  await page.clock.fastForward((atFirst - 45) * 1000);
  await expect(resend).toHaveText('Reenviar código');
  await expect(resend).toBeEnabled();
  const secondSentAt = new Date();
  await resend.click();
  await expect(page.getByText('Te enviamos un nuevo código. Revisa tu correo.')).toBeVisible();
  await expect(resend).toHaveText(/^Reenviar código en \d+ s$/);
  await expect(resend).toBeDisabled();
  const second = extractCode(
    await waitForEmail(
      visitor.email,
      (message) => isCodeFor(message) && extractCode(message) !== first,
      {
        since: secondSentAt,
      },
    ),
  );

  // The first code expired when the second was sent.
  const codeInput = page.getByRole('textbox', { name: 'Código de verificación' });
  await codeInput.fill(first);
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page.getByText('Código de verificación incorrecto o expirado')).toBeVisible();

  // 'Volver al registro' and back keeps what was typed.
  await page.getByRole('button', { name: 'Volver al registro' }).click();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
    visitor.email,
  );

  // Registering again sends a third code; it works.
  const thirdSentAt = new Date();
  await page.getByRole('button', { name: 'Crear mi tienda' }).click();
  const third = extractCode(
    await waitForEmail(
      visitor.email,
      (message) => isCodeFor(message) && ![first, second].includes(extractCode(message)),
      { since: thirdSentAt },
    ),
  );
  await page.getByRole('textbox', { name: 'Código de verificación' }).fill(third);
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
