import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';
import { messageText, waitForEmail } from '../support/outbox';

// demo@tienda.cl, whose store has hundreds of pending orders: the newest one that is shipped to the
// client (most are). Each run ships another one and attaches a document of its own name.
test('a merchant ships an order with a carrier and attaches a document to it', async ({ page }) => {
  test.setTimeout(120_000);
  const tracking = `E2E${Date.now()}`;
  const fileName = `guia-${Date.now()}.txt`;
  await signIn(page, USERS.demo.email, USERS.demo.password);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Gestión' })
    .click();
  await page.getByRole('menuitem', { name: 'Órdenes' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // The list's total, beside its title: it changes once the filtered list has rendered.
  const total = page
    .getByRole('region', { name: 'Lista de órdenes' })
    .getByText(/^[\d.]+ órdenes?$/);
  const allOrders = await total.innerText();
  await page
    .getByRole('region', { name: 'Filtros' })
    .getByRole('combobox', { name: 'Estado' })
    .selectOption({ label: 'Pendiente' });
  await expect(page).toHaveURL(/status=pending/);
  const table = page.getByRole('table', { name: 'Lista de órdenes' });
  // The address bar changes before the list renders the filtered page (the unfiltered one, whose
  // newest orders are pending too, stays a moment): a row clicked before then belongs to the
  // unfiltered list, and its detail's 'Volver' would lead there.
  await expect(total.filter({ hasNotText: allOrders })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText('Pendiente');
  const heading = page.getByRole('heading', { level: 1, name: /^Orden #\d+$/ });
  const shippedToClient = page.getByRole('region', { name: 'Despacho' });
  for (let row = 0; ; row += 1) {
    expect(row, 'one of the first pending orders is shipped to the client').toBeLessThan(5);
    const link = table
      .locator('tbody tr')
      .nth(row)
      .getByRole('link', { name: /^Ver detalle/ });
    await link.click();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'Estado de la orden' })).toContainText(
      'Requiere despacho',
    );
    if (await shippedToClient.isVisible()) break;
    await page.goBack();
  }

  // ── Shipped: the manual shipping form first ─────────────────────────────────────────
  const status = page.getByRole('region', { name: 'Estado de la orden' });
  await status.getByRole('radio', { name: 'Enviado' }).locator('xpath=ancestor::label[1]').click();
  await status.getByRole('button', { name: 'Guardar estado' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar despacho' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Enviar correo al cliente' })).toBeChecked();
  // Bad input: the tracking number is missing.
  await form
    .getByRole('combobox', { name: 'Empresa de transporte' })
    .selectOption({ label: 'Starken' });
  await form.getByRole('button', { name: 'Confirmar despacho' }).click();
  await expect(
    form.getByText('Por favor completa todos los campos obligatorios').first(),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Número de seguimiento' }).fill(tracking);
  await form
    .getByRole('textbox', { name: 'Mensaje para el cliente' })
    .fill('¡Gracias por tu compra!');
  const sentAt = new Date();
  await form.getByRole('button', { name: 'Confirmar despacho' }).click();
  await expect(form).toBeHidden();

  const shipping = page.getByRole('region', { name: 'Despacho' });
  await expect(shipping.getByText(tracking)).toBeVisible();
  await expect(shipping.getByRole('link', { name: /Seguir envío/ })).toHaveAttribute(
    'href',
    new RegExp(`starken\\.cl.*${tracking}`),
  );
  await expect(status.getByText('Enviado').first()).toBeVisible();
  const activity = page.getByRole('region', { name: 'Historial de actividad' });
  await expect(activity.getByText('Despacho registrado')).toBeVisible();
  await expect(activity.getByText('Estado cambiado a Enviado')).toBeVisible();

  // The client's e-mail, with the tracking link.
  const clientEmail = (
    await page.getByRole('region', { name: 'Cliente' }).getByRole('link', { name: /@/ }).innerText()
  ).trim();
  const email = await waitForEmail(
    clientEmail,
    (message) => messageText(message).includes(tracking),
    {
      since: sentAt,
    },
  );
  expect(messageText(email)).toContain('starken.cl');
  expect(messageText(email)).toContain('¡Gracias por tu compra!');
  await expect(
    page
      .getByRole('region', { name: 'Comunicaciones' })
      .getByText(/va en camino/)
      .last(),
  ).toBeVisible();

  // ── A document: uploaded, refused again under the same name, downloaded ─────────────
  const documents = page.getByRole('region', { name: 'Documentos' });
  const file = {
    name: fileName,
    mimeType: 'text/plain',
    buffer: Buffer.from('Guía de despacho\n'),
  };
  await documents.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`Documento "${fileName}" subido correctamente`)).toBeVisible();
  const list = documents.getByRole('list', { name: 'Documentos de la orden' });
  await expect(list.getByRole('listitem').filter({ hasText: fileName })).toBeVisible();

  await documents.locator('input[type="file"]').setInputFiles(file);
  const duplicate = page
    .getByRole('dialog', { name: 'Archivo duplicado' })
    .or(page.getByRole('alertdialog', { name: 'Archivo duplicado' }));
  await expect(duplicate).toContainText(`Ya existe un archivo con el nombre "${fileName}".`);
  await duplicate.getByRole('button', { name: 'Entendido' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: fileName })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await list
    .getByRole('button', { name: new RegExp(`^Descargar.*${fileName.replace('.', '\\.')}`) })
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(fileName);
  expect(await readFile((await saved.path())!, 'utf8')).toBe('Guía de despacho\n');

  // Back to the list as it was left.
  await page.getByRole('link', { name: /Volver a órdenes/ }).click();
  await expect(page).toHaveURL(/\/orders\?.*status=pending/);
});
