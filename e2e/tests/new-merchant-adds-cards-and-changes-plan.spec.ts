import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerNewMerchant } from '../support/registration';

/** Enrols one of the payment sandbox's test cards from the account screen's 'Mis Tarjetas'. */
async function addCard(page: Page, card: RegExp) {
  const cards = page.getByRole('region', { name: 'Mis Tarjetas' });
  await cards.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inscripción de tarjeta' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Inscribir tarjeta' }).click();
  await expect(page).toHaveURL(/\/profile\/account/);
  await expect(page.getByText('Tarjeta enlazada correctamente a tu cuenta')).toBeVisible();
}

// A store registered by this run starts on Starter, with no billing data and no card: the plan
// change is blocked until both are there. Cards come from the payment sandbox's one-click
// enrolment; the upgrade is charged to the default card.
test('a new merchant adds cards, upgrades, schedules a downgrade and cancels it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerNewMerchant(page, 'plan');
  await page.mouse.move(0, 0);
  const tourStep = page.getByRole('dialog').filter({ hasText: /Paso 1 de \d+/ });
  await expect(tourStep).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tourStep).toBeHidden();

  // ── Blocked: no billing data, no default card ───────────────────────────────────────
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Estás en este plan')).toBeVisible();
  await page.getByRole('button', { name: 'Mejorar a Pro' }).click();
  let change = page.getByRole('dialog', { name: 'Cambiar al plan Pro' });
  await expect(change.getByText('Aún no puedes cambiar de plan')).toBeVisible();
  await expect(
    change.getByText('Completa tus datos de facturación para poder cambiar de plan.'),
  ).toBeVisible();
  await expect(
    change.getByText('Registra una tarjeta de crédito predeterminada para poder cambiar de plan.'),
  ).toBeVisible();
  await expect(change.getByRole('button', { name: /Confirmar/ })).toHaveCount(0);

  await change.getByRole('link', { name: 'Completar datos de facturación' }).click();
  await expect(page).toHaveURL(/\/business\/billing$/);
  const billing = page.getByRole('form', { name: 'Datos de Facturación' });
  const field = (name: string) => billing.getByRole('textbox', { name });
  await field('Razón social').fill('Tostaduría Andina SpA');
  await field('RUT').pressSequentially('761234560');
  await field('Giro').fill('Venta de café tostado');
  await field('Dirección').fill('Av. Italia 1450');
  await field('Ciudad').fill('Santiago');
  await billing
    .getByRole('combobox', { name: 'Región' })
    .selectOption('Región Metropolitana de Santiago');
  await field('Código postal').fill('7500000');
  await field('Email de facturación').fill('facturas@tostaduria.cl');
  await field('Teléfono de facturación').fill('+56922334455');
  await billing.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos de facturación guardados correctamente')).toBeVisible();

  // Billing is complete; the card is still missing.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: 'Mejorar a Pro' }).click();
  change = page.getByRole('dialog', { name: 'Cambiar al plan Pro' });
  await expect(
    change.getByText('Registra una tarjeta de crédito predeterminada para poder cambiar de plan.'),
  ).toBeVisible();
  await expect(
    change.getByText('Completa tus datos de facturación para poder cambiar de plan.'),
  ).toHaveCount(0);
  await change.getByRole('link', { name: 'Registrar una tarjeta' }).click();
  await expect(page).toHaveURL(/\/profile\/account$/);

  // ── Cards: two enrolled, the second made default, the first deleted ─────────────────
  const cards = page.getByRole('region', { name: 'Mis Tarjetas' });
  await expect(cards.getByText('No tienes tarjetas guardadas')).toBeVisible();
  await addCard(page, /Visa · Crédito/);
  const visa = cards.getByRole('listitem').filter({ hasText: 'Visa' });
  await expect(visa).toContainText('Predeterminada');
  await addCard(page, /Redcompra · Débito 4051 8842 3993 7763/);
  const redcompra = cards.getByRole('listitem').filter({ hasText: 'Redcompra' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(redcompra).not.toContainText('Predeterminada');

  await redcompra.getByRole('button', { name: /Hacer predeterminada/ }).click();
  await expect(redcompra).toContainText('Predeterminada');
  await expect(visa).not.toContainText('Predeterminada');
  await visa.getByRole('button', { name: /Eliminar/ }).click();
  const confirmDelete = page
    .getByRole('alertdialog', { name: 'Eliminar tarjeta' })
    .or(page.getByRole('dialog', { name: 'Eliminar tarjeta' }));
  await confirmDelete.getByRole('button', { name: 'Eliminar tarjeta' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(redcompra).toContainText('Predeterminada');

  // ── Upgrade now, charged to the default card ─────────────────────────────────────────
  await page
    .getByRole('region', { name: 'Mi Plan' })
    .getByRole('link', { name: 'Ver planes' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: 'Mejorar a Pro' }).click();
  change = page.getByRole('dialog', { name: 'Cambiar al plan Pro' });
  await expect(change.getByText('Cargo de hoy')).toBeVisible();
  await expect(change.getByText('$500.000', { exact: true })).toBeVisible();
  await expect(
    change.getByText('Se cobrará a tu tarjeta Redcompra terminada en 7763.'),
  ).toBeVisible();
  await change.getByRole('button', { name: 'Confirmar y pagar $500.000' }).click();
  await expect(page.getByText('Plan actualizado correctamente')).toBeVisible();
  await expect(change).toBeHidden();
  await expect(page.getByText('Estás en este plan')).toBeVisible();

  // ── Downgrade: scheduled for the end of the period, then cancelled ──────────────────
  await page.getByRole('button', { name: 'Cambiar a Starter' }).click();
  change = page.getByRole('dialog', { name: 'Cambiar al plan Starter' });
  await expect(change.getByText(/al terminar tu período actual/)).toBeVisible();
  await change.getByRole('button', { name: 'Programar cambio de plan' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText('Cambio de plan programado')).toBeVisible();
  const pending = page.getByRole('button', { name: /^Se habilitará este plan el / });
  await expect(pending).toBeVisible();
  await pending.hover();
  await expect(
    page.getByRole('button', { name: 'Anular el cambio de plan' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Anular el cambio de plan' }).first().click();
  const cancel = page
    .getByRole('alertdialog', { name: 'Anular el cambio de plan' })
    .or(page.getByRole('dialog', { name: 'Anular el cambio de plan' }));
  await cancel.getByRole('button', { name: 'Sí, anular el cambio' }).click();
  await expect(page.getByText('Cambio de plan cancelado correctamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar a Starter' })).toBeVisible();
  await expect(page.getByText('Cambio de plan programado')).toHaveCount(0);
});
