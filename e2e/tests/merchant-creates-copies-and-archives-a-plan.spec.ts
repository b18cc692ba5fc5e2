import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { USERS } from '../support/env';

// otra@tienda.cl, with a plan name of this run: a second run on the same database proves its own
// plan (archived plans stay, as archiving is irreversible).
test('a merchant creates a subscription plan, copies it and archives the copy', async ({
  page,
}) => {
  const name = `Café ${String(Date.now()).slice(-8)}`;
  await signIn(page, USERS.otra.email, USERS.otra.password);

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Gestión' })
    .click();
  await page.getByRole('menuitem', { name: 'Planes de Suscripción' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Planes de Suscripción' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activos', selected: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Plan' });
  const planName = dialog.getByRole('textbox', { name: 'Nombre del plan' });
  const price = dialog.getByRole('textbox', { name: 'Precio (CLP)' });
  const benefit = dialog.getByRole('textbox', { name: 'Beneficio', exact: true });
  const addBenefit = dialog.getByRole('button', { name: 'Agregar beneficio', exact: true });

  // Bad input: a 31-character name, a price over the maximum; then a 51-character benefit, which
  // cannot be added and blocks saving while it shows its message.
  const save = dialog.getByRole('button', { name: 'Guardar plan' });
  await planName.fill('Un nombre de plan muy muy largo');
  await planName.press('Tab');
  await expect(dialog.getByText('El nombre no puede exceder 30 caracteres')).toBeVisible();
  await price.fill('7000001');
  await price.press('Tab');
  await expect(dialog.getByText('El precio no puede exceder $7.000.000')).toBeVisible();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await benefit.fill('x'.repeat(51));
  await expect(dialog.getByText('El beneficio no puede exceder 50 caracteres')).toBeVisible();
  await expect(addBenefit).toBeDisabled();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await benefit.fill('');
  await expect(page.getByText('Plan creado correctamente')).toBeHidden();

  // Valid data.
  await planName.fill(name);
  await dialog
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Un kilo de café de especialidad.');
  await price.fill('24990');
  await dialog
    .getByRole('combobox', { name: 'Frecuencia de entrega' })
    .selectOption({ label: 'Mensual' });
  await dialog
    .getByRole('combobox', { name: 'Período de renovación' })
    .selectOption({ label: 'Trimestral' });
  await benefit.fill('Envío gratis');
  await benefit.press('Enter');
  await dialog.getByRole('textbox', { name: 'Beneficio excluido' }).fill('Molienda a pedido');
  await dialog.getByRole('button', { name: 'Agregar beneficio excluido' }).click();
  await dialog.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan creado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  const active = page.getByRole('region', { name: 'Planes activos' });
  await expect(active.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(active.getByRole('listitem').filter({ hasText: name }).first()).toContainText(
    '$24.990',
  );

  // Copy: the modal opens with ' (Copia)' and saves a new active plan.
  await active.getByRole('button', { name: `Copiar ${name}`, exact: true }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copiar Plan' });
  await expect(copyDialog.getByRole('textbox', { name: 'Nombre del plan' })).toHaveValue(
    `${name} (Copia)`,
  );
  await copyDialog.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan copiado correctamente')).toBeVisible();
  const copied = `${name} (Copia)`;
  await expect(active.getByRole('heading', { name: copied, exact: true })).toBeVisible();

  // Archive the copy: irreversible, asked first.
  await active.getByRole('button', { name: `Archivar ${copied}`, exact: true }).click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog', { name: 'Archivar plan' }));
  await expect(confirm).toContainText('irreversible');
  await confirm.getByRole('button', { name: 'Archivar', exact: true }).click();
  await expect(page.getByText('Plan archivado correctamente')).toBeVisible();
  await expect(active.getByRole('heading', { name: copied, exact: true })).toBeHidden();
  await expect(active.getByRole('heading', { name, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Archivados' }).click();
  await expect(page).toHaveURL(/\/plans\?tab=archived$/);
  const archived = page.getByRole('region', { name: 'Planes archivados' });
  await expect(archived.getByRole('heading', { name: copied, exact: true })).toBeVisible();
  // Only active plans can be edited or archived.
  await expect(archived.getByRole('button', { name: `Editar ${copied}`, exact: true })).toHaveCount(
    0,
  );
  await expect(
    archived.getByRole('button', { name: `Archivar ${copied}`, exact: true }),
  ).toHaveCount(0);
  await expect(
    archived.getByRole('button', { name: `Copiar ${copied}`, exact: true }),
  ).toBeVisible();
});
